import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { CONTACT_FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/contactFieldLabels';

/**
 * A field's name as forms show it (sentence case). Validation messages put it inside a sentence: a language's
 * `fields.json` gives that form under `inSentence` where the label itself would read wrongly there.
 */
export type FieldLabel = Message;

/** Labels of every field the contract validates: one place for the form labels and the error texts. */
export const FIELD_LABELS = {
  // Personal details
  applicantName: message('fields:applicantName'),
  fatherHusbandName: message('fields:fatherHusbandName'),
  age: message('fields:age'),
  address: message('fields:address'),
  pinCode: message('fields:pinCode'),
  branchIfsc: message('fields:branchIfsc'),
  casteCategory: message('fields:casteCategory'),
  educationalQualification: message('fields:educationalQualification'),
  educationalQualificationOther: message('fields:educationalQualificationOther'),
  aadharNo: message('fields:aadharNo'),
  panNumber: message('fields:panNumber'),
  electionCardNumber: message('fields:electionCardNumber'),

  // Family members and reference contacts
  familyMembers: message('fields:familyMembers'),
  familyMemberName: message('fields:familyMemberName'),
  relation: message('fields:relation'),
  familyMemberIncome: message('fields:familyMemberIncome'),
  weatherDependent: message('fields:weatherDependent'),
  dueDiligenceContacts: message('fields:dueDiligenceContacts'),
  referenceContactName: message('fields:referenceContactName'),
  referenceContactMobile: message('fields:referenceContactMobile'),
  dueDiliAddress: message('fields:dueDiliAddress'),

  // Financial details
  purposeOfLoan: message('fields:purposeOfLoan'),
  purposeOfLoanOther: message('fields:purposeOfLoanOther'),
  loanAmount: message('fields:loanAmount'),
  annualIncome: message('fields:annualIncome'),
  fromAgriculture: message('fields:fromAgriculture'),
  fromOthers: message('fields:fromOthers'),
  bankAccount: message('fields:bankAccount'),
  accountNumber: message('fields:accountNumber'),
  ifscCode: message('fields:ifscCode'),
  bankName: message('fields:bankName'),

  // Assets
  assets: message('fields:assets'),
  units: message('fields:units'),
  valuePerUnit: message('fields:valuePerUnit'),
  assetDeclaration: message('fields:assetDeclaration'),

  // Land and crops
  landDetails: message('fields:landDetails'),
  khataNo: message('fields:khataNo'),
  surveyNo: message('fields:surveyNo'),
  landArea: message('fields:landArea'),
  landAreaUnit: message('fields:landAreaUnit'),
  revenueVillage: message('fields:revenueVillage'),
  cropDetails: message('fields:cropDetails'),
  season: message('fields:season'),
  otherSeason: message('fields:otherSeason'),
  crop: message('fields:crop'),
  otherCrop: message('fields:otherCrop'),
  cropArea: message('fields:cropArea'),
  areaUnit: message('fields:areaUnit'),
  condition: message('fields:condition'),
  landGeneralInfo: message('fields:landGeneralInfo'),
  nearbyLandmarks: message('fields:nearbyLandmarks'),
  farmLocationForWellPumpShed: message('fields:farmLocationForWellPumpShed'),
  distanceFromBranch: message('fields:distanceFromBranch'),

  // Liabilities
  liabilities: message('fields:liabilities'),
  liabilityPurpose: message('fields:liabilityPurpose'),
  outstanding: message('fields:outstanding'),
  emiPerYear: message('fields:emiPerYear'),
  overdue: message('fields:overdue'),
  securityOffered: message('fields:securityOffered'),

  // Guarantors
  guarantorDetails: message('fields:guarantorDetails'),
  guarantorName: message('fields:guarantorName'),
  guarantorFatherName: message('fields:guarantorFatherName'),
  guarantorMobile: message('fields:guarantorMobile'),
  guarantorAddress: message('fields:guarantorAddress'),
  guarantorAadhar: message('fields:guarantorAadhar'),
  guarantorMeans: message('fields:guarantorMeans'),
  propertyDetails: message('fields:propertyDetails'),
  guarantorLandArea: message('fields:guarantorLandArea'),
  guarantorDocument: message('fields:guarantorDocument'),

  // Documents
  documents: message('fields:documents'),
  documentLink: message('fields:documentLink'),
  uploaded: message('fields:uploaded'),

  // Step 8: credit assessment and declarations
  business: message('fields:business'),
  sourceOfIrrigation: message('fields:sourceOfIrrigation'),
  irrigationSource: message('fields:irrigationSource'),
  irrigationOther: message('fields:irrigationOther'),
  sidelineBusiness: message('fields:sidelineBusiness'),
  insuranceCoverage: message('fields:insuranceCoverage'),
  methodOfFarming: message('fields:methodOfFarming'),
  advancedMethodOfFarming: message('fields:advancedMethodOfFarming'),
  modeOfHolding: message('fields:modeOfHolding'),
  sizeOfLandHolding: message('fields:sizeOfLandHolding'),
  ageOfBankingRelationship: message('fields:ageOfBankingRelationship'),
  otherMonthlyOutgo: message('fields:otherMonthlyOutgo'),
  ageOfMainBorrower: message('fields:ageOfMainBorrower'),
  farmSupportActivities: message('fields:farmSupportActivities'),
  meansOfBorrowerPercentage: message('fields:meansOfBorrowerPercentage'),
  cropsGrown: message('fields:cropsGrown'),
  existingLoanInstallments: message('fields:existingLoanInstallments'),
  totalOutstandingToIncome: message('fields:totalOutstandingToIncome'),
  termsAccepted: message('fields:termsAccepted'),
  informationAccuracy: message('fields:informationAccuracy'),
  documentAuthenticity: message('fields:documentAuthenticity'),
  privacyConsent: message('fields:privacyConsent'),

  // Bank details (banker)
  bankDetails: message('fields:bankDetails'),
  branchName: message('fields:branchName'),
  creditOfficerName: message('fields:creditOfficerName'),
  creditOfficerDesignation: message('fields:creditOfficerDesignation'),
  creditOfficerPfNumber: message('fields:creditOfficerPfNumber'),
  branchManagerName: message('fields:branchManagerName'),
  branchManagerDesignation: message('fields:branchManagerDesignation'),
  branchManagerPfNumber: message('fields:branchManagerPfNumber'),
  financialYear: message('fields:financialYear'),
  loanPurpose: message('fields:loanPurpose'),
  dateOfApplication: message('fields:dateOfApplication'),
  dateOfPreInspection: message('fields:dateOfPreInspection'),
  loanAmountSanctioned: message('fields:loanAmountSanctioned'),
  loanAmountDisbursed: message('fields:loanAmountDisbursed'),
  monthOfReview: message('fields:monthOfReview'),
  dateOfSanction: message('fields:dateOfSanction'),
  dateOfPostInspection: message('fields:dateOfPostInspection'),
  rateOf1YearMCLR: message('fields:rateOf1YearMCLR'),
  spreadInterestRate: message('fields:spreadInterestRate'),
  sanctionAboveLimitReason: message('fields:sanctionAboveLimitReason'),
  preSanctionComments: message('fields:preSanctionComments'),
  processingCharges: message('fields:processingCharges'),
  primarySecurities: message('fields:primarySecurities'),
  collateralSecurities: message('fields:collateralSecurities'),
  taluka: message('fields:taluka'),
  district: message('fields:district'),
  branchCode: message('fields:branchCode'),
  location: message('fields:location'),

  // Workflow actions (banker and lawyer)
  workflowAction: message('fields:workflowAction'),
  legalVerdict: message('fields:legalVerdict'),
  remarks: message('fields:remarks'),
  reason: message('fields:reason'),
  lawyer: message('fields:lawyer'),
  disbursementAmount: message('fields:disbursementAmount'),
  disbursementDate: message('fields:disbursementDate'),

  ...CONTACT_FIELD_LABELS,
} as const satisfies Record<string, FieldLabel>;

export type FieldName = keyof typeof FIELD_LABELS;
