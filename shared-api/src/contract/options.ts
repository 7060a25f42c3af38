import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * Every choice list of the product (docs/requirements.md#r9-options, docs/requirements.md#r3-entities). A value is the exact English string that is stored
 * and sent; the label is what a person reads, in English and Hindi.
 */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: Message;
}

function option<const Value extends string>(value: Value, hi: string, en: string = value): Option<Value> {
  return { value, label: { en, hi } };
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
const OTHER_OPTION = option(OTHER, 'अन्य');

// Seasons and crops ------------------------------------------------------------------------------

export const SEASONS = [option('Rabi', 'रबी'), option('Kharif', 'खरीफ़'), option('Zaid', 'ज़ायद')] as const;
export type Season = OptionValue<typeof SEASONS>;

/** The editors also offer Other, for data that arrived with a season outside the three. */
export const SEASONS_WITH_OTHER = [...SEASONS, OTHER_OPTION] as const;

/** When each season is sown and harvested (docs/requirements.md#r9-options). */
export const SEASON_WINDOWS: Record<Season, Message> = {
  Rabi: { en: 'Oct-Mar', hi: 'अक्टूबर-मार्च' },
  Kharif: { en: 'Jun-Sep', hi: 'जून-सितंबर' },
  Zaid: { en: 'Apr-Jun', hi: 'अप्रैल-जून' },
};

export const CROPS_BY_SEASON = {
  Rabi: [
    option('Wheat', 'गेहूँ'),
    option('Barley', 'जौ'),
    option('Mustard', 'सरसों'),
    option('Chickpea', 'चना'),
    option('Potato', 'आलू'),
    option('Lentil', 'मसूर'),
  ],
  Kharif: [
    option('Paddy', 'धान'),
    option('Maize', 'मक्का'),
    option('Soybean', 'सोयाबीन'),
    option('Cotton', 'कपास'),
    option('Sugarcane', 'गन्ना'),
    option('Jute', 'जूट'),
  ],
  Zaid: [
    option('Cucumber', 'खीरा'),
    option('Watermelon', 'तरबूज़'),
    option('Bitter Gourd', 'करेला'),
    option('Pumpkin', 'कद्दू'),
    option('Sunflower', 'सूरजमुखी'),
  ],
} as const satisfies Record<Season, readonly Option[]>;

/** Stored as crop 'Other' with the crop's own name in otherCrop. */
export const OTHER_CROP = option(OTHER, 'अन्य फसल', 'Other Crop');

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

export const CROP_CONDITIONS = [option('Good', 'अच्छी'), option('Moderate', 'मध्यम'), option('Bad', 'खराब')] as const;
export type CropCondition = OptionValue<typeof CROP_CONDITIONS>;

export const AREA_UNITS = [option('acre', 'एकड़', 'Acre'), option('hectare', 'हेक्टेयर', 'Hectare')] as const;
export type AreaUnit = OptionValue<typeof AREA_UNITS>;

// Personal and financial details -----------------------------------------------------------------

export const IRRIGATION_SOURCES = [
  option('Borewell', 'बोरवेल'),
  option('Canal', 'नहर'),
  option('Rainwater', 'वर्षा जल'),
  option('Tube Well', 'ट्यूबवेल'),
  option('River', 'नदी'),
  option('Pond', 'तालाब'),
  option('Drip Irrigation', 'ड्रिप सिंचाई'),
  OTHER_OPTION,
] as const;

export const CASTE_CATEGORIES = [
  option('General', 'सामान्य'),
  option('SC', 'अनुसूचित जाति (SC)'),
  option('ST', 'अनुसूचित जनजाति (ST)'),
  option('OBC', 'अन्य पिछड़ा वर्ग (OBC)'),
  OTHER_OPTION,
] as const;

export const LOAN_PURPOSES = [
  option('Crop Cultivation', 'फसल की खेती'),
  option('Farm Equipment', 'कृषि उपकरण'),
  option('Irrigation System', 'सिंचाई व्यवस्था'),
  option('Livestock Purchase', 'पशुधन की खरीद'),
  option('Organic Farming', 'जैविक खेती'),
  OTHER_OPTION,
] as const;

/**
 * The spec's five levels, plus Other: the form shows a qualification outside the list as Other with its
 * text in educationalQualificationOther (docs/requirements.md#r4-on-load, docs/requirements.md#r5-kcc-form).
 */
export const EDUCATION_LEVELS = [
  option('Graduate in agriculture subject', 'कृषि विषय में स्नातक'),
  option('Other graduate', 'अन्य विषय में स्नातक'),
  option('SSC', 'दसवीं पास (SSC)'),
  option('Literate', 'साक्षर'),
  option('Illiterate', 'निरक्षर'),
  OTHER_OPTION,
] as const;

export const FARMER_CLASSES = [
  option('Marginal farmer', 'सीमांत किसान'),
  option('Small farmer', 'लघु किसान'),
  option('Large farmer', 'बड़े किसान'),
  option('Others', 'अन्य'),
  option('Tenants', 'काश्तकार (किरायेदार किसान)'),
] as const;

/** The farmer's form offers the first five; the lawyer and banker editors add Other. */
export const FAMILY_RELATIONS = [
  option('Spouse', 'पति/पत्नी'),
  option('Son', 'पुत्र'),
  option('Daughter', 'पुत्री'),
  option('Father', 'पिता'),
  option('Mother', 'माता'),
] as const;
export const FAMILY_RELATIONS_FOR_STAFF = [...FAMILY_RELATIONS, OTHER_OPTION] as const;

/**
 * The spec does not show the business-type list. Decision: the farm enterprises Indian banks finance under
 * KCC and its allied-activity schemes (animal husbandry, fisheries), with Other for anything else.
 */
export const BUSINESS_TYPES = [
  option('Crop Farming', 'फसल की खेती'),
  option('Dairy', 'डेयरी (दुग्ध उत्पादन)'),
  option('Poultry', 'मुर्गी पालन'),
  option('Fisheries', 'मत्स्य पालन'),
  option('Horticulture', 'बागवानी'),
  option('Sericulture', 'रेशम कीट पालन'),
  option('Goat and Sheep Rearing', 'बकरी और भेड़ पालन'),
  option('Beekeeping', 'मधुमक्खी पालन'),
  OTHER_OPTION,
] as const;

// Step 8: credit assessment ---------------------------------------------------------------------

export const INSURANCE_OPTIONS = [
  option('Asset/ crop insurable and insured', 'संपत्ति/फसल बीमा योग्य और बीमित'),
  option('Not insured', 'बीमा नहीं है'),
] as const;

export const FARMING_METHODS = [
  option('Organic farming', 'जैविक खेती'),
  option('Pest management technique', 'कीट प्रबंधन तकनीक'),
] as const;

export const ADVANCED_FARMING_METHODS = [
  option('Soil testing farming marks', 'मृदा परीक्षण पर आधारित खेती'),
  option('Use of high yielding varieties/seeds', 'अधिक उपज वाली किस्मों/बीजों का उपयोग'),
] as const;

export const MODES_OF_HOLDING = [
  option('Self owned', 'स्वयं के स्वामित्व में'),
  option('Co owned with others', 'दूसरों के साथ संयुक्त स्वामित्व'),
  option('Registered leased land', 'पंजीकृत पट्टे की भूमि'),
  option('Sharecropper', 'बटाईदार'),
  option('Others', 'अन्य'),
] as const;

export const SIZES_OF_HOLDING = [
  option('More than 5 acres', '5 एकड़ से अधिक'),
  option('Up to 5 acres', '5 एकड़ तक'),
  option('Landless labourer/tenant', 'भूमिहीन मज़दूर/काश्तकार'),
] as const;

export const BANKING_RELATIONSHIP_AGES = [
  option('5 years and above', '5 वर्ष या अधिक'),
  option('3 years < 5 years', '3 वर्ष से 5 वर्ष से कम'),
  option('Less than 1 years', '1 वर्ष से कम'),
] as const;

/** Shared by other monthly outgo and existing loan instalments. */
export const OUTGO_SHARES = [
  option('< 25%', '25% से कम'),
  option('25% < 50%', '25% से 50% से कम'),
  option('50% < 75%', '50% से 75% से कम'),
  option('75% < 100%', '75% से 100% से कम'),
] as const;

export const MAIN_BORROWER_AGES = [
  option('<40', '40 वर्ष से कम'),
  option('40<45', '40 से 45 वर्ष'),
  option('45<55', '45 से 55 वर्ष'),
  option('>55', '55 वर्ष से अधिक'),
] as const;

export const FARM_SUPPORT_OPTIONS = [
  option('Additional Support', 'अतिरिक्त सहायता'),
  option('No support', 'कोई सहायता नहीं'),
] as const;

export const BORROWER_MEANS = [
  option('>200%', '200% से अधिक'),
  option('>100%', '100% से अधिक'),
  option('75%-100%', '75% से 100%'),
  option('Less than 75%', '75% से कम'),
] as const;

export const CROPS_GROWN = [
  option('Cash Crops', 'नकदी फसलें'),
  option('Cereal Crops', 'अनाज की फसलें'),
  option('Other Crops', 'अन्य फसलें'),
] as const;

export const OUTSTANDING_TO_INCOME = [
  option('< 50%', '50% से कम'),
  option('50% < 75%', '50% से 75% से कम'),
  option('75% < 100%', '75% से 100% से कम'),
  option('Upto 2 times annual income', 'वार्षिक आय के 2 गुना तक'),
  option('> 2 times annual income', 'वार्षिक आय के 2 गुना से अधिक'),
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

export const FINANCIAL_YEARS = [option('2024-25', '2024-25'), option('2025-26', '2025-26')] as const;

export const LOCATIONS = [
  option('rural', 'ग्रामीण', 'Rural'),
  option('urban', 'शहरी', 'Urban'),
  option('semi-urban', 'अर्ध-शहरी', 'Semi-urban'),
] as const;

export const MONTHS = [
  option('January', 'जनवरी'),
  option('February', 'फ़रवरी'),
  option('March', 'मार्च'),
  option('April', 'अप्रैल'),
  option('May', 'मई'),
  option('June', 'जून'),
  option('July', 'जुलाई'),
  option('August', 'अगस्त'),
  option('September', 'सितंबर'),
  option('October', 'अक्टूबर'),
  option('November', 'नवंबर'),
  option('December', 'दिसंबर'),
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

const PDF_OR_IMAGE: Message = { en: 'PDF/Image', hi: 'PDF/चित्र' };
const IMAGE_ONLY: Message = { en: 'Image only (JPG, JPEG, PNG)', hi: 'केवल चित्र (JPG, JPEG, PNG)' };

function documentSlot<const Slot extends string>(
  value: Slot,
  en: string,
  hi: string,
  accept: readonly UploadFileType[] = DOCUMENT_FILE_TYPES,
): DocumentSlotOption<Slot> {
  return { value, label: { en, hi }, accept, hint: accept === PHOTO_FILE_TYPES ? IMAGE_ONLY : PDF_OR_IMAGE };
}

/** The farmer's seven upload cards of step 1, in the order the spec lists them. */
export const FARMER_DOCUMENT_SLOTS = [
  documentSlot('aadharCopy', 'Aadhar Card', 'आधार कार्ड'),
  documentSlot('pan', 'PAN Card', 'पैन कार्ड'),
  documentSlot('electionCard', 'Voter ID Card', 'मतदाता पहचान पत्र'),
  documentSlot('applicantPhoto', 'Applicant Photograph', 'आवेदक की फ़ोटो', PHOTO_FILE_TYPES),
  documentSlot('khasraCopy', 'Khasra Copy', 'खसरा की प्रति'),
  documentSlot('khatauniCopy', 'Khatauni Copy', 'खतौनी की प्रति'),
  documentSlot('passbook', 'Bank Passbook First Page', 'बैंक पासबुक का पहला पृष्ठ'),
] as const;
export type FarmerDocumentSlot = OptionValue<typeof FARMER_DOCUMENT_SLOTS>;

/** The lawyer's four legal document slots. */
export const LAWYER_DOCUMENT_SLOTS = [
  documentSlot('khasraCopy', 'Khasra Copy', 'खसरा की प्रति'),
  documentSlot('khatauniCopy', 'Khatauni Copy', 'खतौनी की प्रति'),
  documentSlot('searchReport', 'Search Report', 'सर्च रिपोर्ट (भूमि अभिलेख खोज)'),
  documentSlot('necCertificate', 'NEC Certificate', 'भार-मुक्ति प्रमाणपत्र (NEC)'),
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
  documentSlot('aadharDoc', 'Guarantor Aadhar Card', 'गारंटर का आधार कार्ड'),
  documentSlot('photoDoc', 'Guarantor Photograph', 'गारंटर की फ़ोटो', PHOTO_FILE_TYPES),
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

// Assets and liabilities -------------------------------------------------------------------------

export interface AssetItemOption<Item extends string = string> extends Option<Item> {
  /** What the item's units count. */
  readonly unit: Message;
}

const ANIMALS: Message = { en: 'Animals', hi: 'पशु' };
const GRAMS: Message = { en: 'Grams', hi: 'ग्राम' };
const UNITS: Message = { en: 'Units', hi: 'इकाइयाँ' };
const SQUARE_FEET: Message = { en: 'Sq.Ft', hi: 'वर्ग फुट' };
const ACRES: Message = { en: 'Acres', hi: 'एकड़' };

function assetItem<const Item extends string>(value: Item, en: string, hi: string, unit: Message) {
  return { value, label: { en, hi }, unit } satisfies AssetItemOption<Item>;
}

export const MOVABLE_ASSET_ITEMS = [
  assetItem('milchBuffaloes', 'Milch Buffaloes', 'दुधारू भैंसें', ANIMALS),
  assetItem('milchCattle', 'Milch Cattle', 'दुधारू गायें', ANIMALS),
  assetItem('gold', 'Gold', 'सोना', GRAMS),
  assetItem('motorPumpsets', 'Motor Pumpsets', 'मोटर पंपसेट', UNITS),
  assetItem('powerTiller', 'Power Tiller', 'पावर टिलर', UNITS),
  assetItem('tractor', 'Tractor', 'ट्रैक्टर', UNITS),
  assetItem('transportVehicles', 'Transport Vehicles', 'परिवहन वाहन', UNITS),
  assetItem('otherVehicles', 'Other Vehicles', 'अन्य वाहन', UNITS),
] as const;
export type MovableAssetItem = OptionValue<typeof MOVABLE_ASSET_ITEMS>;

export const IMMOVABLE_ASSET_ITEMS = [
  assetItem('houseBuilding', 'House Building', 'मकान', SQUARE_FEET),
  assetItem('farmShed', 'Farm Shed', 'कृषि शेड', SQUARE_FEET),
  assetItem('landValue', 'Land', 'भूमि', ACRES),
] as const;
export type ImmovableAssetItem = OptionValue<typeof IMMOVABLE_ASSET_ITEMS>;

export const ASSET_KINDS = [
  option('movable', 'चल संपत्ति', 'Movable Assets'),
  option('immovable', 'अचल संपत्ति', 'Immovable Assets'),
] as const;
export type AssetKind = OptionValue<typeof ASSET_KINDS>;

export const ASSET_ITEMS_BY_KIND = {
  movable: MOVABLE_ASSET_ITEMS,
  immovable: IMMOVABLE_ASSET_ITEMS,
} as const satisfies Record<AssetKind, readonly AssetItemOption[]>;

export const LIABILITY_GROUPS = [
  option('ourBranch', 'हमारी शाखा', 'Our Branch'),
  option('otherBank', 'अन्य बैंक', 'Other Bank'),
  option('cooperativeSociety', 'सहकारी समिति', 'Cooperative Society'),
] as const;
export type LiabilityGroup = OptionValue<typeof LIABILITY_GROUPS>;

/** Whether a slot takes a PDF: photographs take only images. A slot the lists do not name takes any document. */
export function slotTakesPdf(slot: string): boolean {
  return documentSlotOption(slot)?.accept.includes('.pdf') ?? true;
}
