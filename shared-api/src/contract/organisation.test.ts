import { issueText } from '@kisan-credit/shared-api/contract/testing/issues';
import { parsePins, staffRequestSchema, ifscSchema } from './organisation';
import { pinFromAddress, pinOfApplication } from './pinCode';

describe('the organisation rules', () => {
  it('finds the PIN code an address ends with', () => {
    expect(pinFromAddress('Village Rampur, District Sitapur, Uttar Pradesh 261001')).toBe('261001');
    expect(pinFromAddress('House 12, Sector 226, Lucknow 226 005')).toBe('226005');
    expect(pinFromAddress('Village Rampur, no PIN given')).toBeUndefined();
    expect(pinFromAddress('Phone 98765432101')).toBeUndefined();
    expect(pinFromAddress('ग्राम रामपुर, सीतापुर २६१००१')).toBe('261001');
  });

  it('routes by the PIN Code field, and by the address only for an application saved without one', () => {
    const address = 'Village Rampur, Uttar Pradesh 261001';
    expect(pinOfApplication({ pinCode: '226005', address })).toBe('226005');
    expect(pinOfApplication({ pinCode: '२२६ ००५', address })).toBe('226005');
    expect(pinOfApplication({ address })).toBe('261001');
    expect(pinOfApplication({ pinCode: '', address })).toBe('261001');
    expect(pinOfApplication({ pinCode: '', address: 'Village Rampur' })).toBeUndefined();
  });

  it('reads PIN codes as typed, and IFSC codes in capitals', () => {
    expect(parsePins('226005, 226001 226005,12345')).toEqual({ pins: ['226001', '226005'], invalid: ['12345'] });
    expect(ifscSchema.parse(' sbin0001234 ')).toBe('SBIN0001234');
    expect(ifscSchema.safeParse('SBIN1001234').success).toBe(false);
  });

  it('gives a banker one branch, a lawyer a panel, an admin none, and a limit only to a banker', () => {
    const staff = (body: object) => staffRequestSchema.safeParse({ phone: '9811111111', name: 'Anita Verma', ...body });
    expect(staff({ role: 'banker', branches: ['SBIN0001234'], sanctionLimit: 300000 }).success).toBe(true);
    expect(issueText(staff({ role: 'banker', branches: [] }).error?.issues[0]?.message ?? '')).toBe(
      'A banker belongs to exactly one branch',
    );
    expect(issueText(staff({ role: 'lawyer', branches: [] }).error?.issues[0]?.message ?? '')).toBe(
      'A lawyer must be on the panel of at least one branch',
    );
    expect(issueText(staff({ role: 'admin', branches: ['SBIN0001234'] }).error?.issues[0]?.message ?? '')).toBe(
      'An admin manages the whole bank and belongs to no branch',
    );
    expect(
      issueText(staff({ role: 'lawyer', branches: ['SBIN0001234'], sanctionLimit: 5 }).error?.issues[0]?.message ?? ''),
    ).toBe('Only a banker can carry a sanctioning limit');
  });
});
