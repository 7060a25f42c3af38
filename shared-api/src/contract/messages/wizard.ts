import type { Message } from 'shared-api/contract/messages/catalogue';
import { megabytesOf } from 'shared-api/contract/messages/documentApi';
import type { ApplicationStatus } from 'shared-api/contract/status';
import type { SuggestionRole } from 'shared-api/contract/suggestions';

/**
 * Texts of the farmer's wizard that the spec does not word (section titles, hints, summaries, the extras of
 * docs/requirements.md#r10-issue-5: eligibility estimate, status timeline, unsaved copy). The spec's own texts stay in
 * APPLICATION_MESSAGES and COMMON_MESSAGES.
 */
export const WIZARD_MESSAGES = {
  // Shell of the wizard
  stepsNavigation: { en: 'Application steps', hi: 'आवेदन के चरण' },
  progress: { en: 'Application progress', hi: 'आवेदन की प्रगति' },
  stepCompleted: { en: 'completed', hi: 'पूरा हुआ' },
  stepCurrent: { en: 'current step', hi: 'वर्तमान चरण' },
  stepUpcoming: { en: 'not started', hi: 'शुरू नहीं हुआ' },
  fixMarkedFields: {
    en: 'Some details need your attention. Please look at the messages in red below.',
    hi: 'कुछ जानकारी पर ध्यान देना ज़रूरी है। कृपया नीचे लाल रंग में लिखे संदेश देखें।',
  },
  fixBeforeSubmit: {
    en: 'Some details are missing or wrong. We have opened the first step that needs attention.',
    hi: 'कुछ जानकारी छूटी है या गलत है। हमने वह पहला चरण खोल दिया है जिस पर ध्यान देना है।',
  },
  choose: { en: 'Choose...', hi: 'चुनें...' },
  yes: { en: 'Yes', hi: 'हाँ' },

  // Step 1
  uploadProgress: { en: 'Upload Progress', hi: 'अपलोड की प्रगति' },
  noFileChosen: { en: 'No file chosen', hi: 'कोई फ़ाइल नहीं चुनी गई' },
  wrongFileType: {
    en: 'This type of file cannot be uploaded here. Please choose one of: ',
    hi: 'इस प्रकार की फ़ाइल यहाँ अपलोड नहीं की जा सकती। कृपया इनमें से चुनें: ',
  },

  loadingPreview: { en: 'Loading preview...', hi: 'पूर्वावलोकन लोड हो रहा है...' },

  // Suggestions
  fromYourDocuments: { en: 'From your documents (tap to use):', hi: 'आपके दस्तावेज़ों से (उपयोग के लिए छुएँ):' },
  readingDocuments: {
    en: 'Reading your documents... suggestions will appear under the fields.',
    hi: 'आपके दस्तावेज़ पढ़े जा रहे हैं... सुझाव फ़ील्ड के नीचे दिखेंगे।',
  },
  /** How the name typed into the form is named in the cross-document warning. */
  thisApplication: { en: 'application', hi: 'आवेदन' },
  landRecordsPrefilled: {
    en: 'We filled the land record from your Khasra/Khatauni. Please check every figure against your papers.',
    hi: 'हमने आपके खसरा/खतौनी से भूमि अभिलेख भर दिया है। कृपया हर आँकड़ा अपने कागज़ों से मिला लें।',
  },

  // Step 2
  basicInformation: { en: 'Basic Information', hi: 'मूल जानकारी' },
  educationalQualification: { en: 'Educational Qualification', hi: 'शैक्षणिक योग्यता' },
  identityNumbers: { en: 'Identity Numbers', hi: 'पहचान संख्याएँ' },
  familyMembers: { en: 'Family Members', hi: 'परिवार के सदस्य' },
  referenceContacts: { en: 'Reference Contacts', hi: 'संदर्भ व्यक्ति' },
  aadharPlaceholder: { en: '12-digit Aadhar number', hi: '12 अंकों की आधार संख्या' },
  panPlaceholder: { en: '10-character PAN, e.g. ABCDE1234F', hi: '10 अक्षरों का पैन, जैसे ABCDE1234F' },
  mobilePlaceholder: { en: '10-digit mobile number', hi: '10 अंकों का मोबाइल नंबर' },

  // Step 3
  loanDetails: { en: 'Loan Details', hi: 'ऋण का विवरण' },
  annualIncome: { en: 'Annual Income', hi: 'वार्षिक आय' },
  bankAccount: { en: 'Bank Account', hi: 'बैंक खाता' },

  // Step 4
  totalMovableAssets: { en: 'Total Movable Assets', hi: 'कुल चल संपत्ति' },
  totalImmovableAssets: { en: 'Total Immovable Assets', hi: 'कुल अचल संपत्ति' },
  totalAssets: { en: 'Total Assets', hi: 'कुल संपत्ति' },
  topItems: { en: 'Most valuable items', hi: 'सबसे मूल्यवान वस्तुएँ' },
  noAssetsYet: { en: 'Nothing entered yet', hi: 'अभी कुछ दर्ज नहीं किया गया' },

  // Step 5
  landGeneralInformation: { en: 'Land General Information', hi: 'भूमि की सामान्य जानकारी' },
  landRecords: { en: 'Land Records', hi: 'भूमि अभिलेख' },
  crops: { en: 'Crops on this land', hi: 'इस भूमि की फसलें' },
  acres: { en: 'acres', hi: 'एकड़' },
  cropsCount: { en: 'Crops', hi: 'फसलें' },
  totalLand: { en: 'Total land', hi: 'कुल भूमि' },
  cultivatedArea: { en: 'Cultivated area', hi: 'खेती का क्षेत्रफल' },
  landRecordCount: { en: 'Land records', hi: 'भूमि अभिलेख' },
  totalCrops: { en: 'Total crops', hi: 'कुल फसलें' },

  // Step 6
  totalOutstanding: { en: 'Total outstanding', hi: 'कुल बकाया' },
  totalEmiPerYear: { en: 'Total EMI per year', hi: 'प्रति वर्ष कुल ईएमआई' },
  totalOverdue: { en: 'Total overdue', hi: 'कुल अतिदेय' },
  totalLiabilities: { en: 'Total Liabilities', hi: 'कुल देनदारियाँ' },
  noLiabilities: { en: 'No loans added in this group.', hi: 'इस समूह में कोई ऋण नहीं जोड़ा गया।' },

  // Step 7
  guarantorDocuments: { en: 'Guarantor Documents', hi: 'गारंटर के दस्तावेज़' },
  guarantorAssets: { en: 'Guarantor Assets', hi: 'गारंटर की संपत्ति' },
  guarantorLand: { en: 'Guarantor Land', hi: 'गारंटर की भूमि' },
  noGuarantor: {
    en: 'Tick the box above if someone will stand guarantee for your loan.',
    hi: 'यदि कोई आपके ऋण की गारंटी देगा तो ऊपर का बॉक्स चुनें।',
  },

  // Step 8
  creditAssessment: { en: 'Credit Assessment', hi: 'ऋण मूल्यांकन' },
  yourBranch: { en: 'Your Branch', hi: 'आपकी शाखा' },
  declarations: { en: 'Declarations', hi: 'घोषणाएँ' },
  summaryApplicantName: { en: 'Applicant name', hi: 'आवेदक का नाम' },
  summaryLoanAmount: { en: 'Loan amount', hi: 'ऋण राशि' },
  summaryPurpose: { en: 'Purpose', hi: 'उद्देश्य' },
  summaryTotalIncome: { en: 'Total annual income', hi: 'कुल वार्षिक आय' },
  summaryTotalAssets: { en: 'Total assets', hi: 'कुल संपत्ति' },
  summaryTotalLiabilities: { en: 'Total liabilities', hi: 'कुल देनदारियाँ' },
  summaryCropEntries: { en: 'Crop entries', hi: 'फसल प्रविष्टियाँ' },
  summaryGuarantors: { en: 'Guarantors', hi: 'गारंटर' },

  // Saving and the unsaved copy kept on the phone (docs/requirements.md#r10-offline-copy)
  keptOnThisPhone: {
    en: 'Your changes are kept on this phone and are not lost. Please try again when the network is better.',
    hi: 'आपके बदलाव इस फ़ोन पर सुरक्षित हैं, खोए नहीं हैं। नेटवर्क ठीक होने पर फिर से प्रयास करें।',
  },
  /** After the server answered with a refusal: the network is not to blame. */
  refusedKeptOnThisPhone: {
    en: 'Your changes are kept on this phone and are not lost.',
    hi: 'आपके बदलाव इस फ़ोन पर सुरक्षित हैं, खोए नहीं हैं।',
  },
  submittedChangesWaitForUpdate: {
    en: 'Your application is with the bank as you submitted it. Changes you make are kept on this phone and reach the bank only when you press Update Application.',
    hi: 'आपका आवेदन बैंक के पास वैसा ही है जैसा आपने जमा किया था। आपके बदलाव इस फ़ोन पर रखे जाते हैं और "आवेदन अपडेट करें" दबाने पर ही बैंक तक पहुँचते हैं।',
  },
  unsavedCopyFound: {
    en: 'This phone has changes you made that were not saved yet.',
    hi: 'इस फ़ोन पर आपके कुछ बदलाव हैं जो अभी सहेजे नहीं गए हैं।',
  },
  numbersNotKeptOnPhone: {
    en: 'For your safety, Aadhar, PAN and bank account numbers (also the guarantors’ Aadhar) are not kept on this phone: restoring leaves them as they are now, so please check them.',
    hi: 'आपकी सुरक्षा के लिए आधार, पैन और बैंक खाता संख्याएँ (गारंटर की आधार संख्या भी) इस फ़ोन पर नहीं रखी जातीं: बदलाव वापस लाने पर वे जैसी अभी हैं वैसी ही रहती हैं, इसलिए कृपया उन्हें जाँच लें।',
  },
  restoreChanges: { en: 'Restore my changes', hi: 'मेरे बदलाव वापस लाएँ' },
  discardChanges: { en: 'Discard them', hi: 'उन्हें हटा दें' },
  changesRestored: {
    en: 'Your unsaved changes are back. Press Save Draft to keep them.',
    hi: 'आपके बिना सहेजे बदलाव वापस आ गए हैं। उन्हें रखने के लिए ड्राफ़्ट सहेजें दबाएँ।',
  },
  loadLatest: { en: 'Load the latest saved application', hi: 'सबसे नया सहेजा गया आवेदन लोड करें' },

  // Offline (docs/requirements.md#r10-offline)
  offlineNow: {
    en: 'You are offline. What you type is kept on this phone, and your saves will be sent when the network returns.',
    hi: 'आप ऑफ़लाइन हैं। आप जो भरते हैं वह इस फ़ोन पर सुरक्षित है, और नेटवर्क लौटने पर आपके सहेजे बदलाव भेज दिए जाएँगे।',
  },
  openedOffline: {
    en: 'You are offline, so your application is shown as this phone kept it, without the Aadhar, PAN and bank account numbers (they are never kept on the phone).',
    hi: 'आप ऑफ़लाइन हैं, इसलिए आपका आवेदन वैसा दिखाया गया है जैसा इस फ़ोन पर रखा था, आधार, पैन और बैंक खाता संख्याओं के बिना (वे फ़ोन पर कभी नहीं रखी जातीं)।',
  },
  saveQueued: {
    en: 'You are offline. Your changes are kept on this phone and will be sent when the network returns.',
    hi: 'आप ऑफ़लाइन हैं। आपके बदलाव इस फ़ोन पर सुरक्षित हैं और नेटवर्क लौटने पर भेज दिए जाएँगे।',
  },
  queuedSaveSent: {
    en: 'The network is back: the changes you saved offline have been sent.',
    hi: 'नेटवर्क लौट आया है: ऑफ़लाइन सहेजे गए आपके बदलाव भेज दिए गए हैं।',
  },

  // Status timeline (docs/requirements.md#r10-status-timeline)
  whereIsMyApplication: { en: 'Where is my application?', hi: 'मेरा आवेदन कहाँ है?' },
  currentStatus: { en: 'Now', hi: 'अभी' },
  nextSteps: { en: 'Still to come', hi: 'आगे के चरण' },

  // Eligibility estimate (docs/requirements.md#r10-eligibility)
  eligibilityTitle: { en: 'Estimated KCC Limit', hi: 'अनुमानित केसीसी सीमा' },
  eligibilityIntro: {
    en: 'Worked out from your crops and land the way RBI rules for Kisan Credit Cards say. The bank fixes the final limit.',
    hi: 'आपकी फसलों और भूमि से, किसान क्रेडिट कार्ड के आरबीआई नियमों के अनुसार निकाला गया। अंतिम सीमा बैंक तय करता है।',
  },
  eligibilityEmpty: {
    en: 'Enter your crops and their area to see an estimate of your KCC limit.',
    hi: 'अपनी केसीसी सीमा का अनुमान देखने के लिए अपनी फसलें और उनका क्षेत्रफल दर्ज करें।',
  },
  costOfCultivation: { en: 'Cost of cultivation (scale of finance × area)', hi: 'खेती की लागत (वित्त मान × क्षेत्रफल)' },
  postHarvest: { en: 'Post-harvest and household needs (10%)', hi: 'कटाई के बाद और घरेलू ज़रूरतें (10%)' },
  repairs: { en: 'Repairs and maintenance of farm assets (20%)', hi: 'कृषि संपत्ति की मरम्मत और रखरखाव (20%)' },
  cropInsurance: { en: 'Crop insurance premium', hi: 'फसल बीमा प्रीमियम' },
  limitFirstYear: { en: 'Limit for the first year', hi: 'पहले वर्ष की सीमा' },
  limitFifthYear: { en: 'Limit in the fifth year (10% more each year)', hi: 'पाँचवें वर्ष की सीमा (हर वर्ष 10% अधिक)' },
  collateralNotNeeded: {
    en: 'No collateral security is needed for this amount (up to ₹2 lakh).',
    hi: 'इस राशि के लिए कोई संपार्श्विक प्रतिभूति नहीं चाहिए (₹2 लाख तक)।',
  },
  collateralMayBeNeeded: {
    en: 'Above ₹2 lakh the bank may ask for collateral security.',
    hi: '₹2 लाख से अधिक होने पर बैंक संपार्श्विक प्रतिभूति माँग सकता है।',
  },
  cropsNotCounted: {
    en: 'Not counted (the bank will add their scale of finance): ',
    hi: 'नहीं गिनी गईं (बैंक इनका वित्त मान जोड़ेगा): ',
  },
  requestedAmount: { en: 'You asked for', hi: 'आपने माँगा' },
} as const satisfies Record<string, Message>;

/** 'Family Member 2', 'Land Record 1'... */
export function numbered(label: Message, index: number): Message {
  return { en: `${label.en} ${index + 1}`, hi: `${label.hi} ${index + 1}` };
}

export const ROW_TITLES = {
  familyMember: { en: 'Family Member', hi: 'परिवार का सदस्य' },
  referenceContact: { en: 'Reference Contact', hi: 'संदर्भ व्यक्ति' },
  landRecord: { en: 'Land Record', hi: 'भूमि अभिलेख' },
  crop: { en: 'Crop', hi: 'फसल' },
  liability: { en: 'Loan', hi: 'ऋण' },
  guarantor: { en: 'Guarantor', hi: 'गारंटर' },
  guarantorLand: { en: 'Land', hi: 'भूमि' },
} as const satisfies Record<string, Message>;

/** 'Uploading... 45%' while a file is being sent. */
export function uploadingPercent(percent: number): Message {
  return { en: `Uploading... ${percent}%`, hi: `अपलोड हो रहा है... ${percent}%` };
}

/** Whose value a document printed, in the farmer's words, as a suggestion chip names it. */
export const SUGGESTION_ROLE_WORDS: Readonly<Record<SuggestionRole, Message>> = {
  holder: { en: 'holder', hi: 'धारक' },
  father: { en: 'father/husband', hi: 'पिता/पति' },
  family: { en: 'family member', hi: 'परिवार का सदस्य' },
  nominee: { en: 'nominee', hi: 'नामित व्यक्ति' },
  branch: { en: 'bank branch', hi: 'बैंक शाखा' },
};

/** Where a suggestion was read and whose it is, under its value: 'From Aadhar Card · holder'. */
export function suggestionOrigin(source: Message, role: SuggestionRole | undefined): Message {
  const whose = role && SUGGESTION_ROLE_WORDS[role];
  return whose
    ? { en: `From ${source.en} · ${whose.en}`, hi: `${source.hi} से · ${whose.hi}` }
    : { en: `From ${source.en}`, hi: `${source.hi} से` };
}

/** A suggestion chip's accessible name: 'Use RAMESH KUMAR (from Aadhar Card, holder)'. */
export function suggestionChipName(value: string, source: Message, role?: SuggestionRole): Message {
  const whose = role && SUGGESTION_ROLE_WORDS[role];
  return whose
    ? { en: `Use ${value} (from ${source.en}, ${whose.en})`, hi: `${value} का उपयोग करें (${source.hi} से, ${whose.hi})` }
    : { en: `Use ${value} (from ${source.en})`, hi: `${value} का उपयोग करें (${source.hi} से)` };
}

/** The branch choice of the declaration step, where several branches serve the farmer's PIN code. */
export function severalBranchesServe(pin: string): Message {
  return {
    en: `More than one branch of the bank serves PIN code ${pin}. Choose the branch you want to apply to.`,
    hi: `बैंक की एक से अधिक शाखाएँ पिन कोड ${pin} की सेवा करती हैं। वह शाखा चुनें जिसमें आप आवेदन करना चाहते हैं।`,
  };
}

/** A branch as the farmer chooses it: 'Lucknow Main (SBIN0001234)'. */
export function branchOptionLabel(branch: { name: string; ifsc: string }): Message {
  const label = `${branch.name} (${branch.ifsc})`;
  return { en: label, hi: label };
}

/** The cross-document name check (docs/requirements.md#r10-name-check): names on two documents do not agree. */
export function namesDisagree(
  first: { value: string; source: Message },
  second: { value: string; source: Message },
): Message {
  return {
    en: `The name on your ${first.source.en} (${first.value}) does not match the name on your ${second.source.en} (${second.value}). Banks often return applications when names differ: please check, and ask your bank how to correct it.`,
    hi: `आपके ${first.source.hi} पर लिखा नाम (${first.value}) आपके ${second.source.hi} पर लिखे नाम (${second.value}) से मेल नहीं खाता। नाम अलग होने पर बैंक अक्सर आवेदन लौटा देते हैं: कृपया जाँच लें और इसे ठीक कराने के बारे में अपने बैंक से पूछें।`,
  };
}

/** 'about 2.47 acres', beside a hectare input. */
export function aboutAcres(acres: string): Message {
  return { en: `about ${acres} acres`, hi: `लगभग ${acres} एकड़` };
}

/** The interest subvention line of the eligibility estimate. */
export function interestSubvention(amount: string): Message {
  return {
    en: `Up to ${amount} of this limit can get the government's interest subvention: 7% a year, and 4% if you repay on time.`,
    hi: `इस सीमा में से ${amount} तक पर सरकारी ब्याज सहायता मिल सकती है: 7% सालाना, और समय पर चुकाने पर 4%।`,
  };
}

/** 'Saved on 21 Nov 2026' beside the unsaved-copy offer. */
/** A save queued offline was not sent over a change made from another device; `fields` are its labels. */
export function changedOnAnotherDevice(fields: string): Message {
  return {
    en: `Your application was changed from another device while you were offline, so your changes were not sent over it. Different now: ${fields}. Your changes are kept on this phone: load the latest saved application, then choose whether to restore them.`,
    hi: `आप ऑफ़लाइन थे तब आपका आवेदन किसी दूसरे डिवाइस से बदला गया, इसलिए आपके बदलाव उसके ऊपर नहीं भेजे गए। अब अलग: ${fields}। आपके बदलाव इस फ़ोन पर सुरक्षित हैं: सबसे नया सहेजा गया आवेदन लोड करें, फिर चुनें कि उन्हें वापस लाना है या नहीं।`,
  };
}

export function savedOnPhoneAt(when: string): Message {
  return { en: `Last change on this phone: ${when}.`, hi: `इस फ़ोन पर आख़िरी बदलाव: ${when}।` };
}

/**
 * The status timeline in plain words (docs/requirements.md#r10-status-timeline): what each status means for the farmer. The badge labels
 * stay in STATUS_LABELS.
 */
export const STATUS_PLAIN_WORDS: Record<ApplicationStatus, Message> = {
  formFill: {
    en: 'You are still filling in the form. It reaches the bank when you submit it.',
    hi: 'आप अभी फ़ॉर्म भर रहे हैं। जमा करने पर यह बैंक तक पहुँचेगा।',
  },
  farmerSubmitted: {
    en: 'The bank has received your application.',
    hi: 'बैंक को आपका आवेदन मिल गया है।',
  },
  lawyerSelection: {
    en: 'The bank is choosing a lawyer to check your land papers.',
    hi: 'बैंक आपके भूमि के कागज़ जाँचने के लिए वकील चुन रहा है।',
  },
  pending: {
    en: 'Your application is waiting for the next check.',
    hi: 'आपका आवेदन अगली जाँच की प्रतीक्षा में है।',
  },
  lawyer: {
    en: 'A lawyer is checking your land records.',
    hi: 'एक वकील आपके भूमि अभिलेख जाँच रहा है।',
  },
  banker: {
    en: 'The land check is done. A bank officer is reviewing your application.',
    hi: 'भूमि की जाँच पूरी हो गई। बैंक अधिकारी आपके आवेदन की समीक्षा कर रहे हैं।',
  },
  bankerApproval: {
    en: 'The bank officer has approved your application.',
    hi: 'बैंक अधिकारी ने आपका आवेदन स्वीकृत कर दिया है।',
  },
  finalApproval: {
    en: 'Your loan has the final approval.',
    hi: 'आपके ऋण को अंतिम स्वीकृति मिल गई है।',
  },
  finalSubmission: {
    en: 'The bank has completed the last paperwork.',
    hi: 'बैंक ने अंतिम कागज़ी काम पूरा कर लिया है।',
  },
  disbursed: {
    en: 'The money has been paid into your account.',
    hi: 'राशि आपके खाते में भेज दी गई है।',
  },
};

/** A chosen file over the server's upload limit (the session answer's uploadMaxBytes), named in megabytes. */
export function fileTooLargeMessage(maxBytes: number): Message {
  const megabytes = megabytesOf(maxBytes);
  return {
    en: `This file is larger than ${megabytes} MB. Please choose a smaller file or a photo of lower size.`,
    hi: `यह फ़ाइल ${megabytes} MB से बड़ी है। कृपया छोटी फ़ाइल या कम आकार की फ़ोटो चुनें।`,
  };
}
