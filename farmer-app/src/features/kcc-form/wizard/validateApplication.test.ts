import { inEnglish } from '@kisan-credit/shared-api/contract/testing/issues';
import { defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { applicationBody } from './payload';
import { validateApplication } from './validateApplication';

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(applicationBody(exampleCompleteApplication(), false))).toEqual({});
  });

  it('names each missing field by its path, in words a farmer understands', () => {
    const errors = validateApplication(applicationBody(defaultApplication(), false));
    expect(inEnglish(errors)).toMatchObject({
      applicantName: 'Please enter the applicant name',
      casteCategory: 'Please choose the caste category',
      'familyMembers.0.name': 'Please enter the family member name',
      'dueDiligenceContacts.0.mobile': 'Please enter the reference contact mobile number',
      loanAmount: 'Please enter the loan amount',
      'bankAccount.ifscCode': 'Please enter the IFSC code',
      'landDetails.0.cropDetails.0.crop': 'Please choose the crop',
      termsAccepted: 'Please accept the terms and conditions',
    });
  });

  it('checks age, Other texts and crops of the season', () => {
    const errors = validateApplication(
      applicationBody(
        {
          ...exampleCompleteApplication(),
          age: 17,
          purposeOfLoan: 'Other',
          purposeOfLoanOther: '',
          landDetails: [
            {
              ...exampleCompleteApplication().landDetails[0]!,
              cropDetails: [
                {
                  season: 'Rabi',
                  otherSeason: '',
                  crop: 'Paddy',
                  otherCrop: '',
                  area: 1,
                  areaUnit: 'acre',
                  condition: 'Good',
                },
              ],
            },
          ],
        },
        false,
      ),
    );
    expect(inEnglish(errors)).toMatchObject({
      age: 'Age must be between 18 and 100',
      purposeOfLoanOther: 'Please enter the other purpose of loan',
      'landDetails.0.cropDetails.0.crop': 'Please choose a crop of the selected season',
    });
  });
});
