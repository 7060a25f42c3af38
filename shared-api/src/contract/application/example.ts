import {
  blankAssets,
  blankCrop,
  defaultApplication,
  type KccApplicationForm,
} from '@kisan-credit/shared-api/contract/application/defaults';

/**
 * A complete, valid application: what a farmer who filled every step sends. For tests and demo data on
 * either side; every required field of docs/requirements.md#r5-kcc-form is filled with plausible values.
 */
export function exampleCompleteApplication(): KccApplicationForm {
  const assets = blankAssets();
  assets.movable.milchBuffaloes = { units: 2, valuePerUnit: 60_000 };
  assets.movable.tractor = { units: 1, valuePerUnit: 450_000 };
  assets.immovable.houseBuilding = { units: 800, valuePerUnit: 1_200 };
  assets.immovable.landValue = { units: 3, valuePerUnit: 500_000 };
  return {
    ...defaultApplication(),
    applicantName: 'Ramesh Kumar',
    fatherHusbandName: 'Suresh Kumar',
    age: 42,
    address: 'Village Rampur, Tehsil Sadar, District Sitapur, Uttar Pradesh 261001',
    pinCode: '261001',
    casteCategory: 'OBC',
    educationalQualification: 'SSC',
    aadharNo: '234567890124',
    panNumber: 'ABCPK1234F',
    electionCardNumber: 'UPX1234567',
    familyMembers: [{ name: 'Sunita Devi', relation: 'Spouse', income: 24_000, weatherDependent: true }],
    dueDiligenceContacts: [{ name: 'Mahesh Singh', mobile: '9876543210', dueDiliAddress: 'Village Rampur' }],
    purposeOfLoan: 'Crop Cultivation',
    loanAmount: 150_000,
    annualIncome: { fromAgriculture: 240_000, fromOthers: 60_000 },
    bankAccount: { accountNumber: '31234567890', ifscCode: 'SBIN0001234', bankName: 'State Bank of India' },
    assets,
    landDetails: [
      {
        khataNo: '00123',
        surveyNo: '45/2',
        landArea: 3,
        landAreaUnit: 'acre',
        revenueVillage: 'Rampur',
        cropDetails: [
          { ...blankCrop(), season: 'Rabi', crop: 'Wheat', area: 2 },
          { ...blankCrop(), season: 'Kharif', crop: 'Paddy', area: 1, areaUnit: 'hectare', condition: 'Moderate' },
        ],
      },
    ],
    liabilities: {
      ourBranch: [],
      otherBank: [
        {
          purposeOfLoan: 'Tractor loan',
          outstanding: 120_000,
          emiPerYear: 40_000,
          overdue: 0,
          securityOffered: 'Tractor',
        },
      ],
      cooperativeSociety: [],
    },
    documents: {},
    business: 'Crop Farming',
    irrigationSource: 'Tube Well',
    sidelineBusiness: 'Small farmer',
    insuranceCoverage: 'Not insured',
    modeOfHolding: 'Self owned',
    sizeOfLandHolding: 'Up to 5 acres',
    ageOfBankingRelationship: '5 years and above',
    otherMonthlyOutgo: '< 25%',
    ageOfMainBorrower: '40<45',
    farmSupportActivities: 'No support',
    meansOfBorrowerPercentage: '>100%',
    cropsGrown: 'Cereal Crops',
    existingLoanInstallments: '< 25%',
    totalOutstandingToIncome: '< 50%',
    termsAccepted: true,
    informationAccuracy: true,
    documentAuthenticity: true,
    privacyConsent: true,
  };
}
