import { WIZARD } from '@kisan-credit/shared-api/contract/limits';
import type { FieldPath } from '../form/paths';

/**
 * Which top-level fields of the application each step shows, so a check of the whole application can be
 * shown step by step. The flat cropDetails list is rebuilt from the land records on every save, so its
 * errors are shown where the farmer types the crops (landDetails), not under a name of their own.
 */
export const STEP_FIELDS: Record<number, readonly string[]> = {
  1: ['documents'],
  2: [
    'applicantName',
    'fatherHusbandName',
    'age',
    'address',
    'pinCode',
    'casteCategory',
    'educationalQualification',
    'educationalQualificationOther',
    'aadharNo',
    'panNumber',
    'electionCardNumber',
    'familyMembers',
    'dueDiligenceContacts',
  ],
  3: ['purposeOfLoan', 'purposeOfLoanOther', 'loanAmount', 'annualIncome', 'bankAccount'],
  4: ['assets', 'assetDeclaration'],
  5: ['landGeneralInfo', 'landDetails', 'season', 'otherSeason', 'crop', 'area', 'sourceOfIrrigation'],
  6: ['liabilities'],
  7: ['guarantorDetails'],
  8: [
    'business',
    'irrigationSource',
    'irrigationOther',
    'sidelineBusiness',
    'insuranceCoverage',
    'methodOfFarming',
    'advancedMethodOfFarming',
    'modeOfHolding',
    'sizeOfLandHolding',
    'ageOfBankingRelationship',
    'otherMonthlyOutgo',
    'ageOfMainBorrower',
    'farmSupportActivities',
    'meansOfBorrowerPercentage',
    'cropsGrown',
    'existingLoanInstallments',
    'totalOutstandingToIncome',
    'termsAccepted',
    'informationAccuracy',
    'documentAuthenticity',
    'privacyConsent',
    'branchIfsc',
  ],
};

/** The step that shows a field, or undefined for fields no step shows (the flat crop list). */
export function stepOfField(path: FieldPath): number | undefined {
  const top = path.split('.')[0]!;
  for (let step = WIZARD.firstStep; step <= WIZARD.stepCount; step += 1) {
    if (STEP_FIELDS[step]!.includes(top)) return step;
  }
  return undefined;
}

export type FieldErrors = Readonly<Record<FieldPath, string>>;

/** The errors a step shows. */
export function errorsOfStep(errors: FieldErrors, step: number): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));
}

/** The first step with an error, for a submission that failed its checks. */
export function firstStepWithErrors(errors: FieldErrors): number | undefined {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step): step is number => step !== undefined);
  return steps.length > 0 ? Math.min(...steps) : undefined;
}
