import { LANGUAGES, translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  acceptAttribute,
  ADVANCED_FARMING_METHODS,
  AREA_UNITS,
  BANKING_RELATIONSHIP_AGES,
  BORROWER_MEANS,
  BUSINESS_TYPES,
  CASTE_CATEGORIES,
  CROP_CONDITIONS,
  cropOptionsForSeason,
  CROPS_BY_SEASON,
  CROPS_GROWN,
  DECLARATION_CHOICES,
  DOCUMENT_SLOTS,
  documentSlotOption,
  EDUCATION_LEVELS,
  FAMILY_RELATIONS,
  FAMILY_RELATIONS_FOR_STAFF,
  FARM_SUPPORT_OPTIONS,
  FARMER_CLASSES,
  FARMER_DOCUMENT_SLOTS,
  FARMING_METHODS,
  FINANCIAL_YEARS,
  IMMOVABLE_ASSET_ITEMS,
  INSURANCE_OPTIONS,
  IRRIGATION_SOURCES,
  LAWYER_DOCUMENT_SLOTS,
  LOAN_PURPOSES,
  LOCATIONS,
  MAIN_BORROWER_AGES,
  MODES_OF_HOLDING,
  MONTHS,
  MOVABLE_ASSET_ITEMS,
  optionLabel,
  optionValues,
  OUTGO_SHARES,
  OUTSTANDING_TO_INCOME,
  SEASONS,
  SEASONS_WITH_OTHER,
  SIZES_OF_HOLDING,
  slotTakesPdf,
  type Option,
} from './options';
import * as options from './options';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('option lists (docs/requirements.md#r9-options)', () => {
  it.each([
    ['seasons', SEASONS, ['Rabi', 'Kharif', 'Zaid']],
    ['seasons in editors', SEASONS_WITH_OTHER, ['Rabi', 'Kharif', 'Zaid', 'Other']],
    ['Rabi crops', CROPS_BY_SEASON.Rabi, ['Wheat', 'Barley', 'Mustard', 'Chickpea', 'Potato', 'Lentil']],
    ['Kharif crops', CROPS_BY_SEASON.Kharif, ['Paddy', 'Maize', 'Soybean', 'Cotton', 'Sugarcane', 'Jute']],
    ['Zaid crops', CROPS_BY_SEASON.Zaid, ['Cucumber', 'Watermelon', 'Bitter Gourd', 'Pumpkin', 'Sunflower']],
    ['crop conditions', CROP_CONDITIONS, ['Good', 'Moderate', 'Bad']],
    ['area units', AREA_UNITS, ['acre', 'hectare']],
    [
      'irrigation',
      IRRIGATION_SOURCES,
      ['Borewell', 'Canal', 'Rainwater', 'Tube Well', 'River', 'Pond', 'Drip Irrigation', 'Other'],
    ],
    ['castes', CASTE_CATEGORIES, ['General', 'SC', 'ST', 'OBC', 'Other']],
    [
      'loan purposes',
      LOAN_PURPOSES,
      ['Crop Cultivation', 'Farm Equipment', 'Irrigation System', 'Livestock Purchase', 'Organic Farming', 'Other'],
    ],
    [
      'education',
      EDUCATION_LEVELS,
      ['Graduate in agriculture subject', 'Other graduate', 'SSC', 'Literate', 'Illiterate', 'Other'],
    ],
    ['farmer classes', FARMER_CLASSES, ['Marginal farmer', 'Small farmer', 'Large farmer', 'Others', 'Tenants']],
    ['relations', FAMILY_RELATIONS, ['Spouse', 'Son', 'Daughter', 'Father', 'Mother']],
    ['relations for staff', FAMILY_RELATIONS_FOR_STAFF, ['Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Other']],
    ['insurance', INSURANCE_OPTIONS, ['Asset/ crop insurable and insured', 'Not insured']],
    ['farming methods', FARMING_METHODS, ['Organic farming', 'Pest management technique']],
    [
      'advanced methods',
      ADVANCED_FARMING_METHODS,
      ['Soil testing farming marks', 'Use of high yielding varieties/seeds'],
    ],
    [
      'mode of holding',
      MODES_OF_HOLDING,
      ['Self owned', 'Co owned with others', 'Registered leased land', 'Sharecropper', 'Others'],
    ],
    ['size of holding', SIZES_OF_HOLDING, ['More than 5 acres', 'Up to 5 acres', 'Landless labourer/tenant']],
    [
      'banking relationship',
      BANKING_RELATIONSHIP_AGES,
      ['5 years and above', '3 years < 5 years', 'Less than 1 years'],
    ],
    ['outgo and instalments', OUTGO_SHARES, ['< 25%', '25% < 50%', '50% < 75%', '75% < 100%']],
    ['age of main borrower', MAIN_BORROWER_AGES, ['<40', '40<45', '45<55', '>55']],
    ['farm support', FARM_SUPPORT_OPTIONS, ['Additional Support', 'No support']],
    ['means of borrower', BORROWER_MEANS, ['>200%', '>100%', '75%-100%', 'Less than 75%']],
    ['crops grown', CROPS_GROWN, ['Cash Crops', 'Cereal Crops', 'Other Crops']],
    [
      'outstanding to income',
      OUTSTANDING_TO_INCOME,
      ['< 50%', '50% < 75%', '75% < 100%', 'Upto 2 times annual income', '> 2 times annual income'],
    ],
    ['financial years', FINANCIAL_YEARS, ['2024-25', '2025-26']],
    ['locations', LOCATIONS, ['rural', 'urban', 'semi-urban']],
    [
      'movable assets',
      MOVABLE_ASSET_ITEMS,
      [
        'milchBuffaloes',
        'milchCattle',
        'gold',
        'motorPumpsets',
        'powerTiller',
        'tractor',
        'transportVehicles',
        'otherVehicles',
      ],
    ],
    ['immovable assets', IMMOVABLE_ASSET_ITEMS, ['houseBuilding', 'farmShed', 'landValue']],
  ] as [string, readonly Option[], string[]][])('%s are the spec’s values, in order', (_name, list, values) => {
    expect(optionValues(list)).toEqual(values);
  });

  it('lists the twelve months', () => {
    expect(MONTHS.map((month) => month.value)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('gives every option an English and a Hindi label', () => {
    const lists = (Object.values(options) as unknown[]).filter(
      (value): value is readonly Option[] =>
        Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && 'label' in value[0],
    );
    expect(lists.length).toBeGreaterThan(30);
    for (const list of [...lists, ...Object.values(CROPS_BY_SEASON)]) {
      for (const item of list) {
        expect(translate(item.label, 'en').trim()).not.toBe('');
        expect(translate(item.label, 'hi')).toMatch(list === FINANCIAL_YEARS ? /^\d{4}-\d{2}$/ : DEVANAGARI);
      }
    }
  });

  it('names crops in every language', () => {
    const wheat = optionLabel(CROPS_BY_SEASON.Rabi, 'Wheat')!;
    expect([translate(wheat, 'en'), translate(wheat, 'hi')]).toEqual(['Wheat', 'गेहूँ']);
    expect(translate(optionLabel(CROPS_BY_SEASON.Kharif, 'Paddy')!, 'hi')).toBe('धान');
    expect(translate(optionLabel(CROPS_BY_SEASON.Zaid, 'Bitter Gourd')!, 'hi')).toBe('करेला');
    for (const language of LANGUAGES) expect(translate(wheat, language)).not.toMatch(/cropsBySeason/);
    expect(optionLabel(CROPS_BY_SEASON.Rabi, 'Paddy')).toBeUndefined();
  });

  it('offers a season’s crops then Other Crop, and every crop for another season', () => {
    expect(cropOptionsForSeason('Zaid').map((crop) => crop.value)).toEqual([
      'Cucumber',
      'Watermelon',
      'Bitter Gourd',
      'Pumpkin',
      'Sunflower',
      'Other',
    ]);
    const otherCrop = cropOptionsForSeason('Zaid').at(-1)!.label;
    expect([translate(otherCrop, 'en'), translate(otherCrop, 'hi')]).toEqual(['Other Crop', 'अन्य फसल']);
    expect(cropOptionsForSeason('Other')).toHaveLength(18);
    expect(cropOptionsForSeason(undefined)).toHaveLength(18);
  });

  it('decides a business-type list, ending with Other', () => {
    expect(optionValues(BUSINESS_TYPES)).toContain('Dairy');
    expect(BUSINESS_TYPES.at(-1)?.value).toBe('Other');
  });

  it('gives every step-8 dropdown its list', () => {
    expect(Object.keys(DECLARATION_CHOICES).sort()).toEqual(
      [
        'business',
        'irrigationSource',
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
      ].sort(),
    );
    expect(DECLARATION_CHOICES.existingLoanInstallments).toBe(DECLARATION_CHOICES.otherMonthlyOutgo);
  });
});

describe('document slots', () => {
  it('has the farmer’s seven and the lawyer’s four', () => {
    expect(optionValues(FARMER_DOCUMENT_SLOTS)).toEqual([
      'aadharCopy',
      'pan',
      'electionCard',
      'applicantPhoto',
      'khasraCopy',
      'khatauniCopy',
      'passbook',
    ]);
    expect(optionValues(LAWYER_DOCUMENT_SLOTS)).toEqual([
      'khasraCopy',
      'khatauniCopy',
      'searchReport',
      'necCertificate',
    ]);
    expect(DOCUMENT_SLOTS).toHaveLength(9);
  });

  it('accepts PDF and images by default, and only images for the photograph', () => {
    expect(acceptAttribute(documentSlotOption('aadharCopy')!)).toBe('.pdf,.jpg,.jpeg,.png');
    expect(acceptAttribute(documentSlotOption('applicantPhoto')!)).toBe('.jpg,.jpeg,.png');
    expect(acceptAttribute(documentSlotOption('photoDoc')!)).toBe('.jpg,.jpeg,.png');
    expect(translate(documentSlotOption('necCertificate')!.hint, 'en')).toBe('PDF/Image');
  });

  it('takes a PDF everywhere but in the two photographs (the server refuses one there)', () => {
    expect(['applicantPhoto', 'photoDoc'].filter((slot) => !slotTakesPdf(slot))).toEqual([
      'applicantPhoto',
      'photoDoc',
    ]);
    expect(['aadharCopy', 'passbook', 'aadharDoc', 'searchReport'].every(slotTakesPdf)).toBe(true);
  });
});

describe('asset items', () => {
  it('carries the unit each item is counted in', () => {
    const units = Object.fromEntries(
      [...MOVABLE_ASSET_ITEMS, ...IMMOVABLE_ASSET_ITEMS].map((item) => [item.value, translate(item.unit, 'en')]),
    );
    expect(units).toEqual({
      milchBuffaloes: 'Animals',
      milchCattle: 'Animals',
      gold: 'Grams',
      motorPumpsets: 'Units',
      powerTiller: 'Units',
      tractor: 'Units',
      transportVehicles: 'Units',
      otherVehicles: 'Units',
      houseBuilding: 'Sq.Ft',
      farmShed: 'Sq.Ft',
      landValue: 'Acres',
    });
  });
});
