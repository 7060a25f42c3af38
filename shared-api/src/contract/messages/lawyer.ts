import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The lawyer's screens (docs/requirements.md#r2-lawyer-dashboard, docs/requirements.md#r2-land-details): the words the
 * spec does not give (field names of the read-only sections, the legal review step, the read-only view).
 * The spec's own texts stay in DASHBOARD_MESSAGES, LAND_DETAILS_MESSAGES and COMMON_MESSAGES.
 */
export const LAWYER_MESSAGES = {
  // Land Verification & Documentation: read-only sections
  applicationId: { en: 'Application ID', hi: 'आवेदन आईडी' },
  fullName: { en: 'Full Name', hi: 'पूरा नाम' },
  phoneNumber: { en: 'Phone Number', hi: 'फ़ोन नंबर' },
  fatherName: { en: "Father's Name", hi: 'पिता का नाम' },
  age: { en: 'Age', hi: 'आयु' },
  address: { en: 'Address', hi: 'पता' },
  casteCategory: { en: 'Caste Category', hi: 'जाति वर्ग' },
  aadharNumber: { en: 'Aadhar Number', hi: 'आधार संख्या' },
  panNumber: { en: 'PAN Number', hi: 'पैन संख्या' },
  voterId: { en: 'Voter ID', hi: 'मतदाता पहचान पत्र' },
  maskedNumbersNote: {
    en: 'Aadhar and PAN numbers are masked: only their last four characters are shown.',
    hi: 'आधार और पैन संख्याएँ छिपाई गई हैं: केवल अंतिम चार अक्षर दिखाए गए हैं।',
  },
  legalDocumentsNote: {
    en: 'Upload the land papers you verified. They are kept when you save the land details.',
    hi: 'जाँचे गए भूमि के कागज़ अपलोड करें। भूमि विवरण सहेजने पर ये भी सहेजे जाते हैं।',
  },
  fixMarkedFields: {
    en: 'Some land or crop details are missing. Please look at the messages in red.',
    hi: 'भूमि या फसल का कुछ विवरण छूटा है। कृपया लाल रंग में लिखे संदेश देखें।',
  },
  reviewLocked: {
    en: 'The legal review of this application is complete: its land details can no longer be changed here.',
    hi: 'इस आवेदन की कानूनी जाँच पूरी हो चुकी है: इसके भूमि विवरण अब यहाँ बदले नहीं जा सकते।',
  },

  // Completing the legal review
  completeLegalReview: { en: 'Complete legal review', hi: 'कानूनी जाँच पूरी करें' },
  completeLegalReviewIntro: {
    en: 'Record your verdict on the land title. The application then goes to the bank for its review, and its land details can no longer be changed.',
    hi: 'भूमि के स्वामित्व पर अपना निर्णय दर्ज करें। इसके बाद आवेदन बैंक की समीक्षा के लिए जाएगा और इसके भूमि विवरण बदले नहीं जा सकेंगे।',
  },
  saveBeforeCompleting: {
    en: 'Save your changes before completing the legal review.',
    hi: 'कानूनी जाँच पूरी करने से पहले अपने बदलाव सहेजें।',
  },
  remarksHint: {
    en: 'What you checked and what you found, for the bank.',
    hi: 'आपने क्या जाँचा और क्या पाया, बैंक के लिए।',
  },
  chooseVerdict: { en: 'Please choose a verdict', hi: 'कृपया निर्णय चुनें' },
  enterRemarks: { en: 'Please enter your remarks', hi: 'कृपया अपनी टिप्पणी दर्ज करें' },
  confirmAndSend: { en: 'Confirm and send to bank', hi: 'पुष्टि करें और बैंक को भेजें' },
  completing: { en: 'Sending...', hi: 'भेजा जा रहा है...' },
  legalReviewCompleted: {
    en: 'Legal review completed. The application has been sent to the bank.',
    hi: 'कानूनी जाँच पूरी हुई। आवेदन बैंक को भेज दिया गया है।',
  },
  legalReviewFailed: { en: 'Could not complete the legal review', hi: 'कानूनी जाँच पूरी नहीं हो सकी' },

  // Read-only view of the whole application ('View All Data')
  applicationDetails: { en: 'Application Details', hi: 'आवेदन का विवरण' },
  readOnlyNote: {
    en: 'Read only: the lawyer may change land records, crops, land information and the legal documents on the land details screen.',
    hi: 'केवल देखने के लिए: वकील भूमि विवरण स्क्रीन पर भूमि अभिलेख, फसलें, भूमि की जानकारी और कानूनी दस्तावेज़ बदल सकते हैं।',
  },
  loadingApplicationData: { en: 'Loading application data...', hi: 'आवेदन का डेटा लोड हो रहा है...' },
  status: { en: 'Status', hi: 'स्थिति' },
  appliedOn: { en: 'Applied on', hi: 'आवेदन तिथि' },
} as const satisfies Record<string, Message>;
