import type { Message } from 'shared-api/contract/messages/catalogue';
import { CONTACT_FIELD_LABELS } from 'shared-api/contract/messages/contactFieldLabels';

/**
 * A field's name as forms show it (sentence case) and as validation messages use it. `enInSentence` is
 * given where simply lower-casing the first letter would read wrongly inside a sentence.
 */
export interface FieldLabel extends Message {
  enInSentence?: string;
}

/** Labels of every field the contract validates: one place for the form labels and the error texts. */
export const FIELD_LABELS = {
  // Personal details
  applicantName: { en: 'Applicant name', hi: 'आवेदक का नाम' },
  fatherHusbandName: { en: 'Father/Husband name', hi: 'पिता/पति का नाम', enInSentence: 'father/husband name' },
  age: { en: 'Age', hi: 'आयु' },
  address: { en: 'Address', hi: 'पता' },
  pinCode: { en: 'PIN Code', hi: 'पिन कोड', enInSentence: 'PIN code' },
  branchIfsc: { en: 'Branch', hi: 'शाखा' },
  casteCategory: { en: 'Caste category', hi: 'जाति वर्ग' },
  educationalQualification: { en: 'Educational qualification', hi: 'शैक्षणिक योग्यता' },
  educationalQualificationOther: { en: 'Other qualification', hi: 'अन्य योग्यता' },
  aadharNo: { en: 'Aadhar number', hi: 'आधार संख्या', enInSentence: 'Aadhar number' },
  panNumber: { en: 'PAN number', hi: 'पैन संख्या' },
  electionCardNumber: { en: 'Voter ID number', hi: 'मतदाता पहचान पत्र संख्या' },

  // Family members and reference contacts
  familyMembers: { en: 'Family members', hi: 'परिवार के सदस्य' },
  familyMemberName: { en: 'Family member name', hi: 'परिवार के सदस्य का नाम' },
  relation: { en: 'Relation', hi: 'संबंध' },
  familyMemberIncome: { en: 'Annual income of the family member', hi: 'परिवार के सदस्य की वार्षिक आय' },
  weatherDependent: { en: 'Weather dependent', hi: 'मौसम पर निर्भर' },
  dueDiligenceContacts: { en: 'Reference contacts', hi: 'संदर्भ व्यक्ति' },
  referenceContactName: { en: 'Reference contact name', hi: 'संदर्भ व्यक्ति का नाम' },
  referenceContactMobile: { en: 'Reference contact mobile number', hi: 'संदर्भ व्यक्ति का मोबाइल नंबर' },
  dueDiliAddress: { en: 'Reference contact address', hi: 'संदर्भ व्यक्ति का पता' },

  // Financial details
  purposeOfLoan: { en: 'Purpose of loan', hi: 'ऋण का उद्देश्य' },
  purposeOfLoanOther: { en: 'Other purpose of loan', hi: 'ऋण का अन्य उद्देश्य' },
  loanAmount: { en: 'Loan amount', hi: 'ऋण राशि' },
  annualIncome: { en: 'Annual income', hi: 'वार्षिक आय' },
  fromAgriculture: { en: 'Income from agriculture', hi: 'कृषि से आय' },
  fromOthers: { en: 'Income from other sources', hi: 'अन्य स्रोतों से आय' },
  bankAccount: { en: 'Bank account', hi: 'बैंक खाता' },
  accountNumber: { en: 'Bank account number', hi: 'बैंक खाता संख्या' },
  ifscCode: { en: 'IFSC code', hi: 'IFSC कोड' },
  bankName: { en: 'Bank name', hi: 'बैंक का नाम' },

  // Assets
  assets: { en: 'Assets', hi: 'संपत्तियाँ' },
  units: { en: 'Units', hi: 'इकाइयाँ' },
  valuePerUnit: { en: 'Value per unit', hi: 'प्रति इकाई मूल्य' },
  assetDeclaration: { en: 'Asset declaration', hi: 'संपत्ति की घोषणा' },

  // Land and crops
  landDetails: { en: 'Land records', hi: 'भूमि अभिलेख' },
  khataNo: { en: 'Khata number', hi: 'खाता संख्या' },
  surveyNo: { en: 'Survey number', hi: 'सर्वे संख्या' },
  landArea: { en: 'Land area', hi: 'भूमि का क्षेत्रफल' },
  landAreaUnit: { en: 'Land area unit', hi: 'भूमि क्षेत्रफल की इकाई' },
  revenueVillage: { en: 'Revenue village', hi: 'राजस्व गाँव' },
  cropDetails: { en: 'Crop entries', hi: 'फसल प्रविष्टियाँ' },
  season: { en: 'Crop season', hi: 'फसल का मौसम' },
  otherSeason: { en: 'Other season', hi: 'अन्य मौसम' },
  crop: { en: 'Crop', hi: 'फसल' },
  otherCrop: { en: 'Other crop name', hi: 'अन्य फसल का नाम' },
  cropArea: { en: 'Cultivation area', hi: 'खेती का क्षेत्रफल' },
  areaUnit: { en: 'Area unit', hi: 'क्षेत्रफल की इकाई' },
  condition: { en: 'Crop condition', hi: 'फसल की स्थिति' },
  landGeneralInfo: { en: 'Land general information', hi: 'भूमि की सामान्य जानकारी' },
  nearbyLandmarks: { en: 'Nearby landmarks', hi: 'आस-पास के चिह्न' },
  farmLocationForWellPumpShed: { en: 'Location of farm having well/pump', hi: 'कुआँ/पंप वाले खेत का स्थान' },
  distanceFromBranch: { en: 'Distance of land from branch', hi: 'शाखा से भूमि की दूरी' },

  // Liabilities
  liabilities: { en: 'Liabilities', hi: 'देनदारियाँ' },
  liabilityPurpose: { en: 'Purpose of the existing loan', hi: 'मौजूदा ऋण का उद्देश्य' },
  outstanding: { en: 'Outstanding amount', hi: 'बकाया राशि' },
  emiPerYear: { en: 'EMI per year', hi: 'प्रति वर्ष ईएमआई', enInSentence: 'EMI per year' },
  overdue: { en: 'Overdue amount', hi: 'अतिदेय राशि' },
  securityOffered: { en: 'Security offered', hi: 'दी गई प्रतिभूति' },

  // Guarantors
  guarantorDetails: { en: 'Guarantors', hi: 'गारंटर' },
  guarantorName: { en: 'Guarantor name', hi: 'गारंटर का नाम' },
  guarantorFatherName: {
    en: "Guarantor's father name",
    hi: 'गारंटर के पिता का नाम',
    enInSentence: "guarantor's father name",
  },
  guarantorMobile: { en: 'Guarantor mobile number', hi: 'गारंटर का मोबाइल नंबर' },
  guarantorAddress: { en: 'Guarantor village/address', hi: 'गारंटर का गाँव/पता' },
  guarantorAadhar: { en: 'Guarantor Aadhar number', hi: 'गारंटर की आधार संख्या' },
  guarantorMeans: { en: 'Means (Rs. lacs)', hi: 'साधन (लाख रुपये में)', enInSentence: 'means (Rs. lacs)' },
  propertyDetails: { en: 'Property details', hi: 'संपत्ति का विवरण' },
  guarantorLandArea: { en: 'Guarantor land area', hi: 'गारंटर की भूमि का क्षेत्रफल' },
  guarantorDocument: { en: 'Guarantor document', hi: 'गारंटर का दस्तावेज़' },

  // Documents
  documents: { en: 'Documents', hi: 'दस्तावेज़' },
  documentLink: { en: 'Document link', hi: 'दस्तावेज़ का लिंक' },
  uploaded: { en: 'Uploaded', hi: 'अपलोड किया गया' },

  // Step 8: credit assessment and declarations
  business: { en: 'Business type', hi: 'व्यवसाय का प्रकार' },
  sourceOfIrrigation: { en: 'Source of irrigation', hi: 'सिंचाई का स्रोत' },
  irrigationSource: { en: 'Source of irrigation', hi: 'सिंचाई का स्रोत' },
  irrigationOther: { en: 'Other source of irrigation', hi: 'सिंचाई का अन्य स्रोत' },
  sidelineBusiness: { en: 'Farmer category', hi: 'किसान वर्ग' },
  insuranceCoverage: { en: 'Insurance coverage', hi: 'बीमा कवरेज' },
  methodOfFarming: { en: 'Method of farming', hi: 'खेती की विधि' },
  advancedMethodOfFarming: { en: 'Advanced method of farming', hi: 'खेती की उन्नत विधि' },
  modeOfHolding: { en: 'Mode of holding', hi: 'भूमि धारण का प्रकार' },
  sizeOfLandHolding: { en: 'Size of land holding', hi: 'भूमि जोत का आकार' },
  ageOfBankingRelationship: { en: 'Age of banking relationship', hi: 'बैंक से संबंध की अवधि' },
  otherMonthlyOutgo: { en: 'Other monthly outgo', hi: 'अन्य मासिक खर्च' },
  ageOfMainBorrower: { en: 'Age of main borrower', hi: 'मुख्य उधारकर्ता की आयु' },
  farmSupportActivities: { en: 'Farm support activities', hi: 'कृषि सहायक गतिविधियाँ' },
  meansOfBorrowerPercentage: { en: 'Means of borrower', hi: 'उधारकर्ता के साधन' },
  cropsGrown: { en: 'Crops grown', hi: 'उगाई जाने वाली फसलें' },
  existingLoanInstallments: { en: 'Existing loan instalments', hi: 'मौजूदा ऋण की किस्तें' },
  totalOutstandingToIncome: { en: 'Total outstanding to income', hi: 'कुल बकाया और आय का अनुपात' },
  termsAccepted: { en: 'Terms and conditions', hi: 'नियम और शर्तें' },
  informationAccuracy: { en: 'Information accuracy', hi: 'जानकारी की सत्यता' },
  documentAuthenticity: { en: 'Document authenticity', hi: 'दस्तावेज़ों की प्रामाणिकता' },
  privacyConsent: { en: 'Privacy consent', hi: 'गोपनीयता सहमति' },

  // Bank details (banker)
  bankDetails: { en: 'Bank details', hi: 'बैंक विवरण' },
  branchName: { en: 'Branch name', hi: 'शाखा का नाम' },
  creditOfficerName: { en: 'Credit officer name', hi: 'ऋण अधिकारी का नाम' },
  creditOfficerDesignation: { en: 'Credit officer designation', hi: 'ऋण अधिकारी का पद' },
  creditOfficerPfNumber: { en: 'Credit officer PF number', hi: 'ऋण अधिकारी की पीएफ संख्या' },
  branchManagerName: { en: 'Branch manager name', hi: 'शाखा प्रबंधक का नाम' },
  branchManagerDesignation: { en: 'Branch manager designation', hi: 'शाखा प्रबंधक का पद' },
  branchManagerPfNumber: { en: 'Branch manager PF number', hi: 'शाखा प्रबंधक की पीएफ संख्या' },
  financialYear: { en: 'Financial year', hi: 'वित्तीय वर्ष' },
  loanPurpose: { en: 'Loan purpose', hi: 'ऋण का उद्देश्य' },
  dateOfApplication: { en: 'Date of application', hi: 'आवेदन की तिथि' },
  dateOfPreInspection: { en: 'Date of pre-inspection', hi: 'पूर्व-निरीक्षण की तिथि' },
  loanAmountSanctioned: { en: 'Loan amount sanctioned', hi: 'स्वीकृत ऋण राशि' },
  loanAmountDisbursed: { en: 'Loan amount disbursed', hi: 'वितरित ऋण राशि' },
  monthOfReview: { en: 'Month of review', hi: 'समीक्षा का महीना' },
  dateOfSanction: { en: 'Date of sanction', hi: 'स्वीकृति की तिथि' },
  dateOfPostInspection: { en: 'Date of post-inspection', hi: 'पश्च-निरीक्षण की तिथि' },
  rateOf1YearMCLR: { en: '1-year MCLR rate (%)', hi: '1 वर्षीय MCLR दर (%)', enInSentence: '1-year MCLR rate' },
  spreadInterestRate: { en: 'Spread interest rate (%)', hi: 'स्प्रेड ब्याज दर (%)', enInSentence: 'spread interest rate' },
  sanctionAboveLimitReason: {
    en: 'Reason for sanctioning above the eligible limit',
    hi: 'पात्र सीमा से अधिक स्वीकृति का कारण',
  },
  preSanctionComments: { en: 'Pre-sanction comments', hi: 'स्वीकृति-पूर्व टिप्पणियाँ' },
  processingCharges: { en: 'Processing charges', hi: 'प्रसंस्करण शुल्क' },
  primarySecurities: { en: 'Primary securities', hi: 'प्राथमिक प्रतिभूतियाँ' },
  collateralSecurities: { en: 'Collateral securities', hi: 'संपार्श्विक प्रतिभूतियाँ' },
  taluka: { en: 'Taluka', hi: 'तालुका' },
  district: { en: 'District', hi: 'ज़िला' },
  branchCode: { en: 'Branch code', hi: 'शाखा कोड' },
  location: { en: 'Location', hi: 'स्थान' },

  // Workflow actions (banker and lawyer)
  workflowAction: { en: 'Action', hi: 'कार्रवाई' },
  legalVerdict: { en: 'Legal verdict', hi: 'कानूनी निष्कर्ष' },
  remarks: { en: 'Remarks', hi: 'टिप्पणी' },
  reason: { en: 'Reason', hi: 'कारण' },
  lawyer: { en: 'Lawyer', hi: 'वकील' },
  disbursementAmount: { en: 'Disbursed amount', hi: 'वितरित राशि' },
  disbursementDate: { en: 'Date of disbursement', hi: 'वितरण की तिथि' },

  ...CONTACT_FIELD_LABELS,
} as const satisfies Record<string, FieldLabel>;

export type FieldName = keyof typeof FIELD_LABELS;
