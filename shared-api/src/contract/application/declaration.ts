import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import { DECLARATION_CHOICES as C } from '@kisan-credit/shared-api/contract/options';
import {
  choice,
  declaration,
  text,
  type Mode,
  type OtherTextRule,
} from '@kisan-credit/shared-api/contract/application/fields';

/**
 * Step 8: the credit-assessment dropdowns and the four declarations. Required on submission: every
 * dropdown except insurance coverage and the two farming methods, and all four checkboxes ticked (docs/requirements.md#r5-declaration).
 */
export function declarationFieldsFor(mode: Mode) {
  const required = mode === 'submit';
  return {
    business: choice(L.business, C.business, { required }),
    irrigationSource: choice(L.irrigationSource, C.irrigationSource, { required }),
    irrigationOther: text(L.irrigationOther, MAX_LENGTH.otherText),
    sidelineBusiness: choice(L.sidelineBusiness, C.sidelineBusiness, { required }),
    insuranceCoverage: choice(L.insuranceCoverage, C.insuranceCoverage),
    methodOfFarming: choice(L.methodOfFarming, C.methodOfFarming),
    advancedMethodOfFarming: choice(L.advancedMethodOfFarming, C.advancedMethodOfFarming),
    modeOfHolding: choice(L.modeOfHolding, C.modeOfHolding, { required }),
    sizeOfLandHolding: choice(L.sizeOfLandHolding, C.sizeOfLandHolding, { required }),
    ageOfBankingRelationship: choice(L.ageOfBankingRelationship, C.ageOfBankingRelationship, { required }),
    otherMonthlyOutgo: choice(L.otherMonthlyOutgo, C.otherMonthlyOutgo, { required }),
    ageOfMainBorrower: choice(L.ageOfMainBorrower, C.ageOfMainBorrower, { required }),
    farmSupportActivities: choice(L.farmSupportActivities, C.farmSupportActivities, { required }),
    meansOfBorrowerPercentage: choice(L.meansOfBorrowerPercentage, C.meansOfBorrowerPercentage, { required }),
    cropsGrown: choice(L.cropsGrown, C.cropsGrown, { required }),
    existingLoanInstallments: choice(L.existingLoanInstallments, C.existingLoanInstallments, { required }),
    totalOutstandingToIncome: choice(L.totalOutstandingToIncome, C.totalOutstandingToIncome, { required }),
    termsAccepted: declaration(L.termsAccepted, messageId(M.termsAccepted), { required }),
    informationAccuracy: declaration(L.informationAccuracy, messageId(M.informationAccuracy), { required }),
    documentAuthenticity: declaration(L.documentAuthenticity, messageId(M.documentAuthenticity), { required }),
    privacyConsent: declaration(L.privacyConsent, messageId(M.privacyConsent), { required }),
    // The branch the farmer chose where several serve their PIN code (docs/requirements.md#r10-branch-choice).
    branchIfsc: text(L.branchIfsc, MAX_LENGTH.ifsc, { format: 'ifsc', checkFormat: required }),
  };
}

export const DECLARATION_CHECKBOXES = [
  'termsAccepted',
  'informationAccuracy',
  'documentAuthenticity',
  'privacyConsent',
] as const;
export type DeclarationCheckbox = (typeof DECLARATION_CHECKBOXES)[number];

export const IRRIGATION_OTHER_RULE: OtherTextRule = {
  choiceField: 'irrigationSource',
  otherField: 'irrigationOther',
  message: messageId(M.required(L.irrigationOther)),
};
