import type { Message } from 'shared-api/contract/messages/catalogue';

/** Join a fixed prefix (e.g. 'Error submitting form: ') and a detail from the server, in both languages. */
export function withDetail(prefix: Message, detail: string): Message {
  return { en: `${prefix.en}${detail}`, hi: `${prefix.hi}${detail}` };
}

/** The eight named steps of the wizard (docs/requirements.md#r2-wizard-steps), numbered from 1. */
export const WIZARD_STEPS = [
  { step: 1, title: { en: 'Document Upload', hi: 'दस्तावेज़ अपलोड' } },
  { step: 2, title: { en: 'Personal Details', hi: 'व्यक्तिगत विवरण' } },
  { step: 3, title: { en: 'Financial Details', hi: 'वित्तीय विवरण' } },
  { step: 4, title: { en: 'Property & Assets', hi: 'संपत्ति और परिसंपत्तियाँ' } },
  { step: 5, title: { en: 'Land & Crops', hi: 'भूमि और फसलें' } },
  { step: 6, title: { en: 'Liability Details', hi: 'देनदारी विवरण' } },
  { step: 7, title: { en: 'Guarantor Details', hi: 'गारंटर विवरण' } },
  { step: 8, title: { en: 'Declaration', hi: 'घोषणा' } },
] as const satisfies readonly { step: number; title: Message }[];

/** The KCC wizard, its success screen and its notices (docs/requirements.md#r2-wizard, docs/requirements.md#r8-errors); the page's title: kccFormPage.ts. */
export const APPLICATION_MESSAGES = {
  goBack: { en: 'Go Back', hi: 'पीछे जाएँ' },
  saveDraft: { en: 'Save Draft', hi: 'ड्राफ़्ट सहेजें' },
  savingDraft: { en: 'Saving...', hi: 'सहेजा जा रहा है...' },
  continue: { en: 'Continue', hi: 'आगे बढ़ें' },
  processing: { en: 'Processing...', hi: 'प्रक्रिया जारी है...' },
  submitApplication: { en: 'Submit KCC Application', hi: 'केसीसी आवेदन जमा करें' },
  updateApplication: { en: 'Update Application', hi: 'आवेदन अपडेट करें' },
  submitting: { en: 'Submitting...', hi: 'जमा किया जा रहा है...' },

  // Step 1
  chooseFile: { en: 'Choose File', hi: 'फ़ाइल चुनें' },
  upload: { en: 'Upload', hi: 'अपलोड करें' },
  uploading: { en: 'Uploading...', hi: 'अपलोड हो रहा है...' },
  uploadedSuccessfully: { en: 'Uploaded Successfully', hi: 'सफलतापूर्वक अपलोड हुआ' },
  preview: { en: 'Preview', hi: 'देखें' },
  reupload: { en: 'Reupload', hi: 'दोबारा अपलोड करें' },
  uploaded: { en: 'Uploaded', hi: 'अपलोड हुआ' },
  notUploaded: { en: 'Not uploaded', hi: 'अपलोड नहीं हुआ' },

  // Steps 2 to 7
  addFamilyMember: { en: '+ Add Family Member', hi: '+ परिवार का सदस्य जोड़ें' },
  addReferenceContact: { en: '+ Add Reference Contact', hi: '+ संदर्भ व्यक्ति जोड़ें' },
  addLandDetail: { en: '+ Add Land Detail', hi: '+ भूमि विवरण जोड़ें' },
  addCrop: { en: '+ Add Crop', hi: '+ फसल जोड़ें' },
  addLiability: { en: '+ Add Liability', hi: '+ देनदारी जोड़ें' },
  addGuarantorLand: { en: '+ Add Land', hi: '+ भूमि जोड़ें' },
  remove: { en: 'Remove', hi: 'हटाएँ' },
  amountInWords: { en: 'Amount in words', hi: 'राशि शब्दों में' },
  totalAnnualIncome: { en: 'Total Annual Income', hi: 'कुल वार्षिक आय' },
  financialSummary: { en: 'Financial Summary', hi: 'वित्तीय सारांश' },
  loanToIncomeRatio: { en: 'Loan to Income Ratio', hi: 'ऋण और आय का अनुपात' },
  notCalculated: { en: 'Not calculated', hi: 'गणना नहीं की गई' },
  portfolioSummary: { en: 'Portfolio Summary', hi: 'संपत्ति सारांश' },
  total: { en: 'Total', hi: 'कुल' },
  cultivationSummary: { en: 'Cultivation Summary', hi: 'खेती का सारांश' },
  approximateAcres: { en: 'approx. acres', hi: 'लगभग एकड़' },
  hasGuarantor: { en: 'I have a guarantor', hi: 'मेरा एक गारंटर है' },

  // Step 8
  applicationSummary: { en: 'Application Summary', hi: 'आवेदन सारांश' },
  notProvided: { en: 'Not provided', hi: 'नहीं दिया गया' },
  termsAndConditions: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },

  // Success screen
  submittedTitle: { en: 'Application Submitted Successfully!', hi: 'आवेदन सफलतापूर्वक जमा हुआ!' },
  submittedText: {
    en: "Your KCC application has been received and is currently under review. You'll be contacted via SMS/Email within 3-5 working days.",
    hi: 'आपका केसीसी आवेदन प्राप्त हो गया है और अभी उसकी समीक्षा की जा रही है। 3-5 कार्य दिवसों के भीतर एसएमएस/ईमेल द्वारा आपसे संपर्क किया जाएगा।',
  },
  // Spelling as in the product.
  editMyApplication: { en: 'Edit my Appication', hi: 'मेरा आवेदन संपादित करें' },

  // Notices (docs/requirements.md#r8-errors)
  errorFetchingApplication: { en: 'Error fetching application: ', hi: 'आवेदन लाने में त्रुटि: ' },
  draftSaved: { en: 'Draft saved successfully!', hi: 'ड्राफ़्ट सफलतापूर्वक सहेजा गया!' },
  draftSaveFailed: { en: 'Failed to save draft', hi: 'ड्राफ़्ट सहेजने में विफल' },
  errorSubmitting: { en: 'Error submitting form: ', hi: 'फ़ॉर्म जमा करने में त्रुटि: ' },
  applicationUpdated: { en: 'Application updated successfully!', hi: 'आवेदन सफलतापूर्वक अपडेट हुआ!' },
  documentUploadFailed: { en: 'Document upload failed', hi: 'दस्तावेज़ अपलोड विफल रहा' },
} as const satisfies Record<string, Message>;

/** "3 of 8", the progress text on small screens. */
export function stepOfSteps(step: number, steps: number): Message {
  return { en: `${step} of ${steps}`, hi: `${steps} में से ${step}` };
}

/** "2 of 7 documents uploaded", under the upload progress panel. */
export function documentsUploaded(uploaded: number, slots: number): Message {
  return { en: `${uploaded} of ${slots} documents uploaded`, hi: `${slots} में से ${uploaded} दस्तावेज़ अपलोड हुए` };
}

/** The four required declaration checkboxes. The spec names them without their words; these are ours. */
export const DECLARATION_TEXTS = {
  termsAccepted: {
    en: 'I have read and accept the terms and conditions above.',
    hi: 'मैंने ऊपर दिए गए नियम और शर्तें पढ़ ली हैं और उन्हें स्वीकार करता/करती हूँ।',
  },
  informationAccuracy: {
    en: 'I confirm that the information given in this application is true and complete.',
    hi: 'मैं पुष्टि करता/करती हूँ कि इस आवेदन में दी गई जानकारी सही और पूर्ण है।',
  },
  documentAuthenticity: {
    en: 'I confirm that the documents I have uploaded are genuine.',
    hi: 'मैं पुष्टि करता/करती हूँ कि मेरे द्वारा अपलोड किए गए दस्तावेज़ असली हैं।',
  },
  privacyConsent: {
    en: 'I agree that the bank may use and verify my data to process this application.',
    hi: 'मैं सहमत हूँ कि बैंक इस आवेदन की प्रक्रिया के लिए मेरे डेटा का उपयोग और सत्यापन कर सकता है।',
  },
} as const satisfies Record<string, Message>;

/** The ten numbered terms of step 8. The spec does not show their wording; this is ours, for a KCC loan. */
export const TERMS_AND_CONDITIONS: readonly Message[] = [
  {
    en: 'The loan is sanctioned at the sole discretion of the bank, after verification of this application and its documents.',
    hi: 'इस आवेदन और इसके दस्तावेज़ों के सत्यापन के बाद ऋण की स्वीकृति पूरी तरह बैंक के विवेक पर है।',
  },
  {
    en: 'The credit limit is fixed by the bank from the crops grown, the land cultivated and the scale of finance of the district.',
    hi: 'ऋण सीमा बैंक द्वारा उगाई गई फसलों, जोती गई भूमि और ज़िले के वित्त मान के आधार पर तय की जाएगी।',
  },
  {
    en: 'The loan will be used only for the purpose stated in this application.',
    hi: 'ऋण का उपयोग केवल इस आवेदन में बताए गए उद्देश्य के लिए किया जाएगा।',
  },
  {
    en: 'Interest is charged at the rate the bank notifies, with any government interest subvention passed on as per its scheme.',
    hi: 'ब्याज बैंक द्वारा अधिसूचित दर पर लिया जाएगा, और सरकारी ब्याज सहायता उसकी योजना के अनुसार दी जाएगी।',
  },
  {
    en: 'The loan is to be repaid within the due dates set by the bank, which follow the harvesting and marketing of the crop.',
    hi: 'ऋण बैंक द्वारा तय की गई तिथियों तक चुकाना होगा, जो फसल की कटाई और बिक्री के अनुसार होंगी।',
  },
  {
    en: 'Standing crops financed by the bank are hypothecated to the bank, and other security may be asked for as per bank rules.',
    hi: 'बैंक द्वारा वित्तपोषित खड़ी फसलें बैंक के पास दृष्टिबंधक रहेंगी, और बैंक के नियमों के अनुसार अन्य प्रतिभूति माँगी जा सकती है।',
  },
  {
    en: 'Crops financed under this loan are covered by crop insurance as per the applicable government scheme.',
    hi: 'इस ऋण के अंतर्गत वित्तपोषित फसलें लागू सरकारी योजना के अनुसार फसल बीमा के अंतर्गत रहेंगी।',
  },
  {
    en: 'Officers of the bank may inspect the land, crops and assets at any reasonable time.',
    hi: 'बैंक के अधिकारी किसी भी उचित समय पर भूमि, फसलों और संपत्तियों का निरीक्षण कर सकते हैं।',
  },
  {
    en: 'The bank may share information about this loan with credit information companies and government agencies as required by law.',
    hi: 'बैंक कानून के अनुसार इस ऋण की जानकारी क्रेडिट सूचना कंपनियों और सरकारी एजेंसियों के साथ साझा कर सकता है।',
  },
  {
    en: 'Any false information or forged document makes the application liable to rejection and the loan liable to be recalled at once.',
    hi: 'कोई भी गलत जानकारी या जाली दस्तावेज़ होने पर आवेदन अस्वीकार किया जा सकता है और ऋण तुरंत वापस माँगा जा सकता है।',
  },
];
