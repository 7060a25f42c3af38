import type { KccApplicationInput } from '@kisan-credit/shared-api/contract/application';
import { DEFAULTS } from '@kisan-credit/shared-api/contract/limits';
import {
  IMMOVABLE_ASSET_ITEMS,
  MOVABLE_ASSET_ITEMS,
  type AssetItemOption,
} from '@kisan-credit/shared-api/contract/options';

/** A number field as a form holds it: a number, the text being typed, or '' while blank. */
export type FormNumber = number | string;

const blankNumber = (): FormNumber => '';

export function blankFamilyMember() {
  return { name: '', relation: '', income: blankNumber(), weatherDependent: false };
}

export function blankReferenceContact() {
  return { name: '', mobile: '', dueDiliAddress: '' };
}

/** A new crop: season Rabi, no crop chosen, unit acre, condition Good (docs/requirements.md#r5-lawyer-land-editor). */
export function blankCrop() {
  return {
    season: DEFAULTS.season as string,
    otherSeason: '',
    crop: '',
    otherCrop: '',
    area: blankNumber(),
    areaUnit: DEFAULTS.cropAreaUnit as string,
    condition: DEFAULTS.cropCondition as string,
  };
}
export type CropForm = ReturnType<typeof blankCrop>;

/** A new land record, unit acre, with one new crop (or none, for editors that add crops separately). */
export function blankLandRecord(options: { withCrop?: boolean } = {}) {
  return {
    khataNo: '',
    surveyNo: '',
    landArea: blankNumber(),
    landAreaUnit: DEFAULTS.landAreaUnit as string,
    revenueVillage: '',
    cropDetails: options.withCrop === false ? ([] as CropForm[]) : [blankCrop()],
  };
}

export function blankLiability() {
  return {
    purposeOfLoan: '',
    outstanding: blankNumber(),
    emiPerYear: blankNumber(),
    overdue: blankNumber(),
    securityOffered: '',
  };
}

function zeroItems<const Items extends readonly AssetItemOption[]>(items: Items) {
  type Item = { units: FormNumber; valuePerUnit: FormNumber };
  const zero = (): Item => ({ units: 0, valuePerUnit: 0 });
  return Object.fromEntries(items.map((item) => [item.value, zero()])) as { [Key in Items[number]['value']]: Item };
}

/** Every asset item with 0 units worth 0. */
export function blankAssets() {
  return { movable: zeroItems(MOVABLE_ASSET_ITEMS), immovable: zeroItems(IMMOVABLE_ASSET_ITEMS) };
}

export function blankLandGeneralInfo() {
  return {
    nearbyLandmarks: DEFAULTS.nearbyLandmarks as string,
    farmLocationForWellPumpShed: DEFAULTS.farmLocationForWellPumpShed as string,
    distanceFromBranch: DEFAULTS.distanceFromBranch as string,
  };
}

export function blankGuarantorLand() {
  return { surveyNo: '', area: blankNumber(), revenueVillage: '' };
}

function blankGuarantorDocument() {
  return { url: '', uploaded: false, fileName: '' };
}

/** A guarantor with nothing filled in, its assets at 0 and one land row. */
export function blankGuarantor() {
  return {
    name: '',
    fatherName: '',
    mobile: '',
    address: '',
    aadhar: '',
    means: blankNumber(),
    propertyDetails: '',
    aadharDoc: blankGuarantorDocument(),
    photoDoc: blankGuarantorDocument(),
    assets: blankAssets(),
    landDetails: [blankGuarantorLand()],
  };
}
export type GuarantorForm = ReturnType<typeof blankGuarantor>;

/** How many blank guarantors appear when the guarantor toggle is switched on and none exist (docs/requirements.md#r3-defaults). */
export const GUARANTORS_WHEN_TOGGLED_ON = 2;

/**
 * A new application as the wizard starts it: one blank family member, one blank reference contact, one
 * land record with one default crop, the land general information defaults, assets at 0, no liabilities,
 * no guarantors, no documents, nothing declared.
 */
export function defaultApplication() {
  const application = {
    applicantName: '',
    fatherHusbandName: '',
    age: blankNumber(),
    address: '',
    pinCode: '',
    casteCategory: '',
    educationalQualification: '',
    educationalQualificationOther: '',
    aadharNo: '',
    panNumber: '',
    electionCardNumber: '',
    familyMembers: [blankFamilyMember()],
    dueDiligenceContacts: [blankReferenceContact()],
    purposeOfLoan: '',
    purposeOfLoanOther: '',
    loanAmount: blankNumber(),
    annualIncome: { fromAgriculture: blankNumber(), fromOthers: blankNumber() },
    bankAccount: { accountNumber: '', ifscCode: '', bankName: '' },
    assets: blankAssets(),
    season: DEFAULTS.season as string,
    otherSeason: '',
    sourceOfIrrigation: '',
    landGeneralInfo: blankLandGeneralInfo(),
    landDetails: [blankLandRecord()],
    cropDetails: [] as CropForm[],
    liabilities: {
      ourBranch: [] as ReturnType<typeof blankLiability>[],
      otherBank: [] as ReturnType<typeof blankLiability>[],
      cooperativeSociety: [] as ReturnType<typeof blankLiability>[],
    },
    guarantorDetails: [] as GuarantorForm[],
    documents: {} as Partial<Record<string, string>>,
    business: '',
    irrigationSource: '',
    irrigationOther: '',
    sidelineBusiness: '',
    insuranceCoverage: '',
    methodOfFarming: '',
    advancedMethodOfFarming: '',
    modeOfHolding: '',
    sizeOfLandHolding: '',
    ageOfBankingRelationship: '',
    otherMonthlyOutgo: '',
    ageOfMainBorrower: '',
    farmSupportActivities: '',
    meansOfBorrowerPercentage: '',
    cropsGrown: '',
    existingLoanInstallments: '',
    totalOutstandingToIncome: '',
    termsAccepted: false,
    informationAccuracy: false,
    documentAuthenticity: false,
    privacyConsent: false,
    branchIfsc: '',
  };
  return application satisfies KccApplicationInput;
}

/** The whole application as the wizard holds it: every field present. */
export type KccApplicationForm = ReturnType<typeof defaultApplication>;
