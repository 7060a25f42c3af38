import { fieldId, getIn, setIn } from './paths';

describe('form paths', () => {
  const form = {
    applicantName: 'Ram',
    bankAccount: { ifscCode: '' },
    landDetails: [{ cropDetails: [{ area: 1 }, { area: 2 }] }],
  };

  it('reads nested fields and list rows', () => {
    expect(getIn(form, 'applicantName')).toBe('Ram');
    expect(getIn(form, 'bankAccount.ifscCode')).toBe('');
    expect(getIn(form, 'landDetails.0.cropDetails.1.area')).toBe(2);
    expect(getIn(form, 'landDetails.3.cropDetails')).toBeUndefined();
  });

  it('writes nested fields and refuses paths that do not exist', () => {
    const copy = structuredClone(form);
    setIn(copy, 'landDetails.0.cropDetails.1.area', '2.5');
    setIn(copy, 'bankAccount.ifscCode', 'SBIN0001234');
    expect(copy.landDetails[0]!.cropDetails[1]!.area).toBe('2.5');
    expect(copy.bankAccount.ifscCode).toBe('SBIN0001234');
    expect(() => setIn(copy, 'landDetails.4.khataNo', 'x')).toThrow('The form has no field landDetails.4.khataNo');
  });

  it('makes an id from a path', () => {
    expect(fieldId('familyMembers.0.name')).toBe('kcc-familyMembers-0-name');
  });
});
