import { message, verbatim, type Message, type MessageKey } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * Every choice list of the product (docs/requirements.md#r9-options, docs/requirements.md#r3-entities). A value is the exact English string that is stored
 * and sent; the label is what a person reads, in their language.
 */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: Message;
}

function option<const Value extends string>(value: Value, label: MessageKey): Option<Value> {
  return { value, label: message(label) };
}

export type OptionValue<List extends readonly Option[]> = List[number]['value'];

export function optionValues<const List extends readonly Option[]>(list: List): OptionValue<List>[] {
  return list.map((item) => item.value);
}

export function isOptionValue<const List extends readonly Option[]>(
  list: List,
  value: unknown,
): value is OptionValue<List> {
  return list.some((item) => item.value === value);
}

/** The label of a stored value, or undefined when the value is not in the list. */
export function optionLabel(list: readonly Option[], value: string | null | undefined): Message | undefined {
  return list.find((item) => item.value === value)?.label;
}

/** The value the editors use for "something not in the list"; its text goes to a separate field. */
export const OTHER = 'Other';
const OTHER_OPTION = option(OTHER, 'options:other');

// Seasons and crops ------------------------------------------------------------------------------

export const SEASONS = [
  option('Rabi', 'options:seasons.rabi'),
  option('Kharif', 'options:seasons.kharif'),
  option('Zaid', 'options:seasons.zaid'),
] as const;
export type Season = OptionValue<typeof SEASONS>;

/** The editors also offer Other, for data that arrived with a season outside the three. */
export const SEASONS_WITH_OTHER = [...SEASONS, OTHER_OPTION] as const;

/** When each season is sown and harvested (docs/requirements.md#r9-options). */
export const SEASON_WINDOWS: Record<Season, Message> = {
  Rabi: message('options:seasonWindows.Rabi'),
  Kharif: message('options:seasonWindows.Kharif'),
  Zaid: message('options:seasonWindows.Zaid'),
};

export const CROPS_BY_SEASON = {
  Rabi: [
    option('Wheat', 'options:cropsBySeason.wheat'),
    option('Barley', 'options:cropsBySeason.barley'),
    option('Mustard', 'options:cropsBySeason.mustard'),
    option('Chickpea', 'options:cropsBySeason.chickpea'),
    option('Potato', 'options:cropsBySeason.potato'),
    option('Lentil', 'options:cropsBySeason.lentil'),
  ],
  Kharif: [
    option('Paddy', 'options:cropsBySeason.paddy'),
    option('Maize', 'options:cropsBySeason.maize'),
    option('Soybean', 'options:cropsBySeason.soybean'),
    option('Cotton', 'options:cropsBySeason.cotton'),
    option('Sugarcane', 'options:cropsBySeason.sugarcane'),
    option('Jute', 'options:cropsBySeason.jute'),
  ],
  Zaid: [
    option('Cucumber', 'options:cropsBySeason.cucumber'),
    option('Watermelon', 'options:cropsBySeason.watermelon'),
    option('Bitter Gourd', 'options:cropsBySeason.bitterGourd'),
    option('Pumpkin', 'options:cropsBySeason.pumpkin'),
    option('Sunflower', 'options:cropsBySeason.sunflower'),
  ],
} as const satisfies Record<Season, readonly Option[]>;

/** Stored as crop 'Other' with the crop's own name in otherCrop. */
export const OTHER_CROP = option(OTHER, 'options:otherCrop');

export const ALL_CROPS = [...CROPS_BY_SEASON.Rabi, ...CROPS_BY_SEASON.Kharif, ...CROPS_BY_SEASON.Zaid] as const;
export type CatalogueCrop = OptionValue<typeof ALL_CROPS>;

export function isSeason(value: unknown): value is Season {
  return isOptionValue(SEASONS, value);
}

/** The crops a season lists, then Other Crop. A season outside the three lists every crop. */
export function cropOptionsForSeason(season: string | null | undefined): readonly Option[] {
  const crops = isSeason(season) ? CROPS_BY_SEASON[season] : ALL_CROPS;
  return [...crops, OTHER_CROP];
}

export function isCatalogueCrop(value: unknown): value is CatalogueCrop {
  return isOptionValue(ALL_CROPS, value);
}

export const CROP_CONDITIONS = [
  option('Good', 'options:cropConditions.good'),
  option('Moderate', 'options:cropConditions.moderate'),
  option('Bad', 'options:cropConditions.bad'),
] as const;
export type CropCondition = OptionValue<typeof CROP_CONDITIONS>;

export const AREA_UNITS = [
  option('acre', 'options:areaUnits.acre'),
  option('hectare', 'options:areaUnits.hectare'),
] as const;
export type AreaUnit = OptionValue<typeof AREA_UNITS>;

// Personal and financial details -----------------------------------------------------------------

export const IRRIGATION_SOURCES = [
  option('Borewell', 'options:irrigationSources.borewell'),
  option('Canal', 'options:irrigationSources.canal'),
  option('Rainwater', 'options:irrigationSources.rainwater'),
  option('Tube Well', 'options:irrigationSources.tubeWell'),
  option('River', 'options:irrigationSources.river'),
  option('Pond', 'options:irrigationSources.pond'),
  option('Drip Irrigation', 'options:irrigationSources.dripIrrigation'),
  OTHER_OPTION,
] as const;

export const CASTE_CATEGORIES = [
  option('General', 'options:casteCategories.general'),
  option('SC', 'options:casteCategories.sc'),
  option('ST', 'options:casteCategories.st'),
  option('OBC', 'options:casteCategories.obc'),
  OTHER_OPTION,
] as const;

export const LOAN_PURPOSES = [
  option('Crop Cultivation', 'options:loanPurposes.cropCultivation'),
  option('Farm Equipment', 'options:loanPurposes.farmEquipment'),
  option('Irrigation System', 'options:loanPurposes.irrigationSystem'),
  option('Livestock Purchase', 'options:loanPurposes.livestockPurchase'),
  option('Organic Farming', 'options:loanPurposes.organicFarming'),
  OTHER_OPTION,
] as const;

/**
 * The spec's five levels, plus Other: the form shows a qualification outside the list as Other with its
 * text in educationalQualificationOther (docs/requirements.md#r4-on-load, docs/requirements.md#r5-kcc-form).
 */
export const EDUCATION_LEVELS = [
  option('Graduate in agriculture subject', 'options:educationLevels.graduateInAgricultureSubject'),
  option('Other graduate', 'options:educationLevels.otherGraduate'),
  option('SSC', 'options:educationLevels.ssc'),
  option('Literate', 'options:educationLevels.literate'),
  option('Illiterate', 'options:educationLevels.illiterate'),
  OTHER_OPTION,
] as const;

export const FARMER_CLASSES = [
  option('Marginal farmer', 'options:farmerClasses.marginalFarmer'),
  option('Small farmer', 'options:farmerClasses.smallFarmer'),
  option('Large farmer', 'options:farmerClasses.largeFarmer'),
  option('Others', 'options:farmerClasses.others'),
  option('Tenants', 'options:farmerClasses.tenants'),
] as const;

/** The farmer's form offers the first five; the lawyer and banker editors add Other. */
export const FAMILY_RELATIONS = [
  option('Spouse', 'options:familyRelations.spouse'),
  option('Son', 'options:familyRelations.son'),
  option('Daughter', 'options:familyRelations.daughter'),
  option('Father', 'options:familyRelations.father'),
  option('Mother', 'options:familyRelations.mother'),
] as const;
export const FAMILY_RELATIONS_FOR_STAFF = [...FAMILY_RELATIONS, OTHER_OPTION] as const;

/**
 * The spec does not show the business-type list. Decision: the farm enterprises Indian banks finance under
 * KCC and its allied-activity schemes (animal husbandry, fisheries), with Other for anything else.
 */
export const BUSINESS_TYPES = [
  option('Crop Farming', 'options:businessTypes.cropFarming'),
  option('Dairy', 'options:businessTypes.dairy'),
  option('Poultry', 'options:businessTypes.poultry'),
  option('Fisheries', 'options:businessTypes.fisheries'),
  option('Horticulture', 'options:businessTypes.horticulture'),
  option('Sericulture', 'options:businessTypes.sericulture'),
  option('Goat and Sheep Rearing', 'options:businessTypes.goatAndSheepRearing'),
  option('Beekeeping', 'options:businessTypes.beekeeping'),
  OTHER_OPTION,
] as const;

// Step 8: credit assessment ---------------------------------------------------------------------

export const INSURANCE_OPTIONS = [
  option('Asset/ crop insurable and insured', 'options:insuranceOptions.assetCropInsurableAndInsured'),
  option('Not insured', 'options:insuranceOptions.notInsured'),
] as const;

export const FARMING_METHODS = [
  option('Organic farming', 'options:farmingMethods.organicFarming'),
  option('Pest management technique', 'options:farmingMethods.pestManagementTechnique'),
] as const;

export const ADVANCED_FARMING_METHODS = [
  option('Soil testing farming marks', 'options:advancedFarmingMethods.soilTestingFarmingMarks'),
  option('Use of high yielding varieties/seeds', 'options:advancedFarmingMethods.useOfHighYieldingVarietiesSeeds'),
] as const;

export const MODES_OF_HOLDING = [
  option('Self owned', 'options:modesOfHolding.selfOwned'),
  option('Co owned with others', 'options:modesOfHolding.coOwnedWithOthers'),
  option('Registered leased land', 'options:modesOfHolding.registeredLeasedLand'),
  option('Sharecropper', 'options:modesOfHolding.sharecropper'),
  option('Others', 'options:modesOfHolding.others'),
] as const;

export const SIZES_OF_HOLDING = [
  option('More than 5 acres', 'options:sizesOfHolding.moreThan5Acres'),
  option('Up to 5 acres', 'options:sizesOfHolding.upTo5Acres'),
  option('Landless labourer/tenant', 'options:sizesOfHolding.landlessLabourerTenant'),
] as const;

export const BANKING_RELATIONSHIP_AGES = [
  option('5 years and above', 'options:bankingRelationshipAges.5YearsAndAbove'),
  option('3 years < 5 years', 'options:bankingRelationshipAges.3Years5Years'),
  option('Less than 1 years', 'options:bankingRelationshipAges.lessThan1Years'),
] as const;

/** Shared by other monthly outgo and existing loan instalments. */
export const OUTGO_SHARES = [
  option('< 25%', 'options:outgoShares.25'),
  option('25% < 50%', 'options:outgoShares.2550'),
  option('50% < 75%', 'options:outgoShares.5075'),
  option('75% < 100%', 'options:outgoShares.75100'),
] as const;

export const MAIN_BORROWER_AGES = [
  option('<40', 'options:mainBorrowerAges.40'),
  option('40<45', 'options:mainBorrowerAges.4045'),
  option('45<55', 'options:mainBorrowerAges.4555'),
  option('>55', 'options:mainBorrowerAges.55'),
] as const;

export const FARM_SUPPORT_OPTIONS = [
  option('Additional Support', 'options:farmSupportOptions.additionalSupport'),
  option('No support', 'options:farmSupportOptions.noSupport'),
] as const;

export const BORROWER_MEANS = [
  option('>200%', 'options:borrowerMeans.200'),
  option('>100%', 'options:borrowerMeans.100'),
  option('75%-100%', 'options:borrowerMeans.75100'),
  option('Less than 75%', 'options:borrowerMeans.lessThan75'),
] as const;

export const CROPS_GROWN = [
  option('Cash Crops', 'options:cropsGrown.cashCrops'),
  option('Cereal Crops', 'options:cropsGrown.cerealCrops'),
  option('Other Crops', 'options:cropsGrown.otherCrops'),
] as const;

export const OUTSTANDING_TO_INCOME = [
  option('< 50%', 'options:outstandingToIncome.50'),
  option('50% < 75%', 'options:outstandingToIncome.5075'),
  option('75% < 100%', 'options:outstandingToIncome.75100'),
  option('Upto 2 times annual income', 'options:outstandingToIncome.upto2TimesAnnualIncome'),
  option('> 2 times annual income', 'options:outstandingToIncome.2TimesAnnualIncome'),
] as const;

/**
 * Which list each step-8 dropdown offers. The spec lists "farmer classes" without naming its field, and
 * sidelineBusiness is the one required step-8 field without a list of its own: they belong together.
 */
export const DECLARATION_CHOICES = {
  business: BUSINESS_TYPES,
  irrigationSource: IRRIGATION_SOURCES,
  sidelineBusiness: FARMER_CLASSES,
  insuranceCoverage: INSURANCE_OPTIONS,
  methodOfFarming: FARMING_METHODS,
  advancedMethodOfFarming: ADVANCED_FARMING_METHODS,
  modeOfHolding: MODES_OF_HOLDING,
  sizeOfLandHolding: SIZES_OF_HOLDING,
  ageOfBankingRelationship: BANKING_RELATIONSHIP_AGES,
  otherMonthlyOutgo: OUTGO_SHARES,
  ageOfMainBorrower: MAIN_BORROWER_AGES,
  farmSupportActivities: FARM_SUPPORT_OPTIONS,
  meansOfBorrowerPercentage: BORROWER_MEANS,
  cropsGrown: CROPS_GROWN,
  existingLoanInstallments: OUTGO_SHARES,
  totalOutstandingToIncome: OUTSTANDING_TO_INCOME,
} as const satisfies Record<string, readonly Option[]>;
export type DeclarationChoiceField = keyof typeof DECLARATION_CHOICES;

// Bank details (banker) --------------------------------------------------------------------------

export const FINANCIAL_YEARS = [
  option('2024-25', 'options:financialYears.202425'),
  option('2025-26', 'options:financialYears.202526'),
] as const;

export const LOCATIONS = [
  option('rural', 'options:locations.rural'),
  option('urban', 'options:locations.urban'),
  option('semi-urban', 'options:locations.semiUrban'),
] as const;

export const MONTHS = [
  option('January', 'options:months.january'),
  option('February', 'options:months.february'),
  option('March', 'options:months.march'),
  option('April', 'options:months.april'),
  option('May', 'options:months.may'),
  option('June', 'options:months.june'),
  option('July', 'options:months.july'),
  option('August', 'options:months.august'),
  option('September', 'options:months.september'),
  option('October', 'options:months.october'),
  option('November', 'options:months.november'),
  option('December', 'options:months.december'),
] as const;

// Documents --------------------------------------------------------------------------------------

/** What an upload slot accepts, by extension; the server decides the real type from the file's bytes. */
export const DOCUMENT_FILE_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const PHOTO_FILE_TYPES = ['.jpg', '.jpeg', '.png'] as const;
export type UploadFileType = (typeof DOCUMENT_FILE_TYPES)[number];

export interface DocumentSlotOption<Slot extends string = string> extends Option<Slot> {
  readonly accept: readonly UploadFileType[];
  /** Small text under the slot's title. */
  readonly hint: Message;
}

const PDF_OR_IMAGE: Message = message('options:pdfOrImage');
const IMAGE_ONLY: Message = message('options:imageOnly');

function documentSlot<const Slot extends string>(
  value: Slot,
  accept: readonly UploadFileType[] = DOCUMENT_FILE_TYPES,
): DocumentSlotOption<Slot> {
  const label = message(`options:documentSlots.${value}` as MessageKey);
  return { value, label, accept, hint: accept === PHOTO_FILE_TYPES ? IMAGE_ONLY : PDF_OR_IMAGE };
}

/** The farmer's seven upload cards of step 1, in the order the spec lists them. */
export const FARMER_DOCUMENT_SLOTS = [
  documentSlot('aadharCopy'),
  documentSlot('pan'),
  documentSlot('electionCard'),
  documentSlot('applicantPhoto', PHOTO_FILE_TYPES),
  documentSlot('khasraCopy'),
  documentSlot('khatauniCopy'),
  documentSlot('passbook'),
] as const;
export type FarmerDocumentSlot = OptionValue<typeof FARMER_DOCUMENT_SLOTS>;

/** The lawyer's four legal document slots. */
export const LAWYER_DOCUMENT_SLOTS = [
  documentSlot('khasraCopy'),
  documentSlot('khatauniCopy'),
  documentSlot('searchReport'),
  documentSlot('necCertificate'),
] as const;
export type LawyerDocumentSlot = OptionValue<typeof LAWYER_DOCUMENT_SLOTS>;

export type DocumentSlot = FarmerDocumentSlot | LawyerDocumentSlot;

/**
 * What a lawyer may open: the land and legal documents the legal review needs. Identity and bank
 * documents (Aadhaar, PAN, voter ID, photograph, passbook, the guarantor's) are not theirs to see.
 */
export function isLegalReviewDocument(slot: string): boolean {
  return LAWYER_DOCUMENT_SLOTS.some((option) => option.value === slot);
}
export const DOCUMENT_SLOTS: readonly DocumentSlot[] = [
  ...new Set<DocumentSlot>([...optionValues(FARMER_DOCUMENT_SLOTS), ...optionValues(LAWYER_DOCUMENT_SLOTS)]),
];

/** The guarantor's two uploads (sent to POST /loan/upload). */
export const GUARANTOR_DOCUMENT_SLOTS = [
  documentSlot('aadharDoc'),
  documentSlot('photoDoc', PHOTO_FILE_TYPES),
] as const;
export type GuarantorDocumentSlot = OptionValue<typeof GUARANTOR_DOCUMENT_SLOTS>;

/** The `accept` attribute of a file input, e.g. ".pdf,.jpg,.jpeg,.png". */
export function acceptAttribute(slot: { accept: readonly string[] }): string {
  return slot.accept.join(',');
}

export function documentSlotOption(slot: string): DocumentSlotOption | undefined {
  return [...FARMER_DOCUMENT_SLOTS, ...LAWYER_DOCUMENT_SLOTS, ...GUARANTOR_DOCUMENT_SLOTS].find(
    (candidate) => candidate.value === slot,
  );
}

/** What a document read from a slot is called ('Aadhar Card'); an unknown slot as it is. */
export function documentSlotLabel(slot: string): Message {
  return documentSlotOption(slot)?.label ?? verbatim(slot);
}

// Assets and liabilities -------------------------------------------------------------------------

export interface AssetItemOption<Item extends string = string> extends Option<Item> {
  /** What the item's units count. */
  readonly unit: Message;
}

const ANIMALS: Message = message('options:animals');
const GRAMS: Message = message('options:grams');
const UNITS: Message = message('options:units');
const SQUARE_FEET: Message = message('options:squareFeet');
const ACRES: Message = message('options:acres');

function assetItem<const Item extends string>(value: Item, unit: Message) {
  return { value, label: message(`options:assetItems.${value}` as MessageKey), unit } satisfies AssetItemOption<Item>;
}

export const MOVABLE_ASSET_ITEMS = [
  assetItem('milchBuffaloes', ANIMALS),
  assetItem('milchCattle', ANIMALS),
  assetItem('gold', GRAMS),
  assetItem('motorPumpsets', UNITS),
  assetItem('powerTiller', UNITS),
  assetItem('tractor', UNITS),
  assetItem('transportVehicles', UNITS),
  assetItem('otherVehicles', UNITS),
] as const;
export type MovableAssetItem = OptionValue<typeof MOVABLE_ASSET_ITEMS>;

export const IMMOVABLE_ASSET_ITEMS = [
  assetItem('houseBuilding', SQUARE_FEET),
  assetItem('farmShed', SQUARE_FEET),
  assetItem('landValue', ACRES),
] as const;
export type ImmovableAssetItem = OptionValue<typeof IMMOVABLE_ASSET_ITEMS>;

export const ASSET_KINDS = [
  option('movable', 'options:assetKinds.movable'),
  option('immovable', 'options:assetKinds.immovable'),
] as const;
export type AssetKind = OptionValue<typeof ASSET_KINDS>;

export const ASSET_ITEMS_BY_KIND = {
  movable: MOVABLE_ASSET_ITEMS,
  immovable: IMMOVABLE_ASSET_ITEMS,
} as const satisfies Record<AssetKind, readonly AssetItemOption[]>;

export const LIABILITY_GROUPS = [
  option('ourBranch', 'options:liabilityGroups.ourbranch'),
  option('otherBank', 'options:liabilityGroups.otherbank'),
  option('cooperativeSociety', 'options:liabilityGroups.cooperativesociety'),
] as const;
export type LiabilityGroup = OptionValue<typeof LIABILITY_GROUPS>;

/** Whether a slot takes a PDF: photographs take only images. A slot the lists do not name takes any document. */
export function slotTakesPdf(slot: string): boolean {
  return documentSlotOption(slot)?.accept.includes('.pdf') ?? true;
}
