import { exampleCompleteApplication } from '../application/example';
import { submissionOnlyFields } from './submission';

describe('submissionOnlyFields', () => {
  it('works out the key, the totals and an empty season-wise area', () => {
    expect(submissionOnlyFields(exampleCompleteApplication(), '9876543210')).toEqual({
      phoneNumber: '9876543210',
      key: 'ramesh-kumar-9876543210',
      totalMovableAssets: 2 * 60000 + 450000,
      totalImmovableAssets: 800 * 1200 + 3 * 500000,
      totalAnnualIncome: 300000,
      totalLiabilities: 120000,
      seasonWiseArea: {},
    });
  });

  it('leaves the key out without an applicant name, and counts missing parts as 0', () => {
    const fields = submissionOnlyFields({}, '9876543210');
    expect(fields).not.toHaveProperty('key');
    expect(fields).toMatchObject({
      totalMovableAssets: 0,
      totalImmovableAssets: 0,
      totalAnnualIncome: 0,
      totalLiabilities: 0,
    });
  });
});
