import { errorsOfStep, firstStepWithErrors, stepOfField } from './stepFields';

describe('step fields', () => {
  it('finds the step that shows a field, nested or not', () => {
    expect(stepOfField('documents')).toBe(1);
    expect(stepOfField('familyMembers.0.name')).toBe(2);
    expect(stepOfField('bankAccount.ifscCode')).toBe(3);
    expect(stepOfField('assets.movable.gold.units')).toBe(4);
    expect(stepOfField('landDetails.0.cropDetails.1.crop')).toBe(5);
    expect(stepOfField('liabilities.otherBank.0.outstanding')).toBe(6);
    expect(stepOfField('guarantorDetails.1.mobile')).toBe(7);
    expect(stepOfField('privacyConsent')).toBe(8);
    expect(stepOfField('cropDetails.0.crop')).toBeUndefined();
  });

  it('splits errors by step and finds the first step that needs attention', () => {
    const errors = {
      termsAccepted: 'Please accept the terms and conditions',
      'bankAccount.ifscCode': 'Please enter the IFSC code',
      loanAmount: 'Please enter the loan amount',
      'cropDetails.0.crop': 'Please choose the crop',
    };
    expect(errorsOfStep(errors, 3)).toEqual({
      'bankAccount.ifscCode': 'Please enter the IFSC code',
      loanAmount: 'Please enter the loan amount',
    });
    expect(errorsOfStep(errors, 2)).toEqual({});
    expect(firstStepWithErrors(errors)).toBe(3);
    expect(firstStepWithErrors({ 'cropDetails.0.crop': 'x' })).toBeUndefined();
    expect(firstStepWithErrors({})).toBeUndefined();
  });
});
