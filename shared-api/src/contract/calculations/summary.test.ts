import { exampleCompleteApplication } from '../application/example';
import { applicationSummary } from './summary';

describe('applicationSummary (step 8)', () => {
  it('sums what the farmer entered', () => {
    const application = { ...exampleCompleteApplication(), guarantorDetails: [{}, {}] };
    expect(applicationSummary(application, true)).toEqual({
      applicantName: 'Ramesh Kumar',
      loanAmount: 150000,
      purpose: 'Crop Cultivation',
      totalAnnualIncome: 300000,
      totalAssets: 570000 + 2460000,
      totalLiabilities: 120000,
      cropEntries: 2,
      guarantors: 2,
    });
  });

  it('shows the free text for an Other purpose, no name as null, and no guarantors when they do not apply', () => {
    const summary = applicationSummary(
      { applicantName: '  ', purposeOfLoan: 'Other', purposeOfLoanOther: ' Fencing ', guarantorDetails: [{}] },
      false,
    );
    expect(summary).toMatchObject({
      applicantName: null,
      purpose: 'Fencing',
      guarantors: 0,
      cropEntries: 0,
      loanAmount: 0,
    });
  });

  it('counts the flat crop list when the land records hold none', () => {
    expect(
      applicationSummary({ landDetails: [{ cropDetails: [] }], cropDetails: [{}, {}, {}] }, false).cropEntries,
    ).toBe(3);
  });
});
