import { numberFromInput, valueAt, withItemAdded, withItemRemoved, withValueAt } from './previewDraft';

const application = {
  applicantName: 'Ramesh',
  landDetails: [{ surveyNo: '1', cropDetails: [{ crop: 'Wheat' }, { crop: 'Paddy' }] }],
  familyMembers: [{ name: 'A' }, { name: 'B' }],
};

describe('preview draft', () => {
  it('sets a nested value without touching the loaded application', () => {
    const next = withValueAt(application, ['landDetails', 0, 'cropDetails', 1, 'crop'], 'Maize');
    expect(valueAt(next, ['landDetails', 0, 'cropDetails', 1, 'crop'])).toBe('Maize');
    expect(application.landDetails[0]!.cropDetails[1]!.crop).toBe('Paddy');
    expect(next.familyMembers).toBe(application.familyMembers);
  });

  it('adds rows and removes any but the first', () => {
    const added = withItemAdded(application, ['familyMembers'], { name: 'C' });
    expect(added.familyMembers.map((member) => member.name)).toEqual(['A', 'B', 'C']);
    expect(withItemRemoved(added, ['familyMembers'], 1).familyMembers.map((member) => member.name)).toEqual(['A', 'C']);
    expect(withItemRemoved(added, ['familyMembers'], 0)).toBe(added);
    expect(withItemRemoved(application, ['landDetails', 0, 'cropDetails'], 0)).toBe(application);
  });

  it('keeps a blank number input blank and numbers as numbers', () => {
    expect(numberFromInput('')).toBe('');
    expect(numberFromInput('12.5')).toBe(12.5);
    expect(numberFromInput('abc')).toBe('');
  });
});
