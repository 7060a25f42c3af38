import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The bank's organisation (branches, staff, lawyer assignment) and the separation of duties: the texts of
 * the administration screen, the command lines' checks, and what the server answers when it refuses.
 * Keys are the error answer's `code`.
 */
export const ORGANISATION_MESSAGES = {
  ifscInvalid: {
    en: 'Please enter a valid IFSC (4 letters, 0, then 6 letters or digits, e.g. SBIN0001234)',
    hi: 'कृपया मान्य IFSC दर्ज करें (4 अक्षर, 0, फिर 6 अक्षर या अंक, जैसे SBIN0001234)',
  },
  pinInvalid: { en: 'Please enter valid 6-digit PIN codes', hi: 'कृपया मान्य 6 अंकों के पिन कोड दर्ज करें' },
  branchNameRequired: { en: 'Please enter the branch name', hi: 'कृपया शाखा का नाम दर्ज करें' },
  branchNameTooLong: {
    en: 'Branch name must be at most 100 characters',
    hi: 'शाखा का नाम अधिकतम 100 अक्षरों का हो सकता है',
  },
  staffNameRequired: { en: 'Please enter the name', hi: 'कृपया नाम दर्ज करें' },
  staffNameTooLong: { en: 'Name must be at most 100 characters', hi: 'नाम अधिकतम 100 अक्षरों का हो सकता है' },
  staffPhoneInvalid: {
    en: 'Please enter a valid 10-digit mobile number',
    hi: 'कृपया मान्य 10 अंकों का मोबाइल नंबर दर्ज करें',
  },
  staffRoleInvalid: { en: 'Please choose banker, lawyer or admin', hi: 'कृपया बैंकर, वकील या एडमिन चुनें' },
  sanctionLimitInvalid: {
    en: 'Sanctioning limit must be a whole number of rupees up to 10,00,00,000',
    hi: 'स्वीकृति सीमा 10,00,00,000 तक रुपयों की पूर्ण संख्या होनी चाहिए',
  },
  bankerNeedsOneBranch: { en: 'A banker belongs to exactly one branch', hi: 'बैंकर ठीक एक शाखा का होता है' },
  lawyerNeedsPanel: {
    en: 'A lawyer must be on the panel of at least one branch',
    hi: 'वकील को कम से कम एक शाखा के पैनल में होना चाहिए',
  },
  adminHasNoBranch: {
    en: 'An admin manages the whole bank and belongs to no branch',
    hi: 'एडमिन पूरे बैंक का प्रबंधन करता है और किसी शाखा का नहीं होता',
  },
  limitOnlyForBankers: {
    en: 'Only a banker can carry a sanctioning limit',
    hi: 'केवल बैंकर की स्वीकृति सीमा हो सकती है',
  },
  branchNotFound: { en: 'No branch has this IFSC.', hi: 'इस IFSC की कोई शाखा नहीं है।' },
  ifscTaken: { en: 'A branch with this IFSC already exists.', hi: 'इस IFSC की शाखा पहले से मौजूद है।' },
  branchNotEmpty: {
    en: 'This branch still has staff or applications and cannot be removed.',
    hi: 'इस शाखा में अभी भी कर्मचारी या आवेदन हैं, इसलिए इसे हटाया नहीं जा सकता।',
  },
  staffNotFound: { en: 'No staff member has this mobile number.', hi: 'इस मोबाइल नंबर का कोई कर्मचारी नहीं है।' },
  phoneTaken: {
    en: 'This mobile number already belongs to an account.',
    hi: 'यह मोबाइल नंबर पहले से किसी खाते का है।',
  },
  notStaffAccount: {
    en: "This mobile number belongs to a farmer's account.",
    hi: 'यह मोबाइल नंबर एक किसान के खाते का है।',
  },
  lawyerNotOnPanel: {
    en: "This lawyer is not on the panel of the application's branch.",
    hi: 'यह वकील आवेदन की शाखा के पैनल में नहीं है।',
  },
  sameLawyer: { en: 'This lawyer already has the case.', hi: 'यह मामला पहले से इसी वकील के पास है।' },
  makerCannotCheck: {
    en: 'You recorded the bank details or recommended this loan: a second banker of the branch must take this step.',
    hi: 'आपने बैंक विवरण दर्ज किया या इस ऋण की सिफ़ारिश की: यह चरण शाखा के किसी दूसरे बैंकर को करना होगा।',
  },
  noSanctionLimit: {
    en: 'You have no sanctioning limit, so you cannot sanction or disburse a loan.',
    hi: 'आपकी कोई स्वीकृति सीमा नहीं है, इसलिए आप ऋण स्वीकृत या वितरित नहीं कर सकते।',
  },
  overSanctionLimit: {
    en: 'The sanctioned amount is above your sanctioning limit.',
    hi: 'स्वीकृत राशि आपकी स्वीकृति सीमा से अधिक है।',
  },
  sanctionNotRecorded: {
    en: 'Please record the sanctioned amount in the bank details first.',
    hi: 'कृपया पहले बैंक विवरण में स्वीकृत राशि दर्ज करें।',
  },
  applicationDecided: {
    en: 'This application has been recommended and is locked. A checker must reopen it, with a reason, before it can be changed.',
    hi: 'इस आवेदन की सिफ़ारिश हो चुकी है और यह लॉक है। बदलाव से पहले किसी जाँचकर्ता को कारण सहित इसे फिर से खोलना होगा।',
  },
  disbursementByActionOnly: {
    en: 'The disbursed amount is recorded only with Record disbursement.',
    hi: 'वितरित राशि केवल "वितरण दर्ज करें" से दर्ज की जाती है।',
  },
  legalIssuesOpen: {
    en: 'The lawyer found issues with the title. Record an override with a reason before approving.',
    hi: 'वकील को स्वामित्व में कमियाँ मिलीं। स्वीकृति से पहले कारण सहित ओवरराइड दर्ज करें।',
  },
  noLegalIssues: {
    en: 'The lawyer found no issues, so there is nothing to override.',
    hi: 'वकील को कोई कमी नहीं मिली, इसलिए ओवरराइड करने को कुछ नहीं है।',
  },
  notUnrouted: {
    en: 'This application already belongs to a branch.',
    hi: 'यह आवेदन पहले से किसी शाखा का है।',
  },
  branchNotServingPin: {
    en: "This branch does not serve the PIN code of the farmer's address.",
    hi: 'यह शाखा किसान के पते के पिन कोड की सेवा नहीं करती।',
  },
  chosenBranchNotServingPin: {
    en: 'The branch you chose does not serve your PIN code. Please choose again from the branches listed for your PIN code.',
    hi: 'आपकी चुनी हुई शाखा आपके पिन कोड की सेवा नहीं करती। कृपया अपने पिन कोड के लिए दी गई शाखाओं में से फिर से चुनें।',
  },
  // The administration screen.
  staffAdministration: { en: 'Staff Administration', hi: 'कर्मचारी प्रशासन' },
  branches: { en: 'Branches', hi: 'शाखाएँ' },
  staff: { en: 'Staff', hi: 'कर्मचारी' },
  unrouted: { en: 'Unrouted applications', hi: 'बिना शाखा के आवेदन' },
  noUnrouted: { en: 'Every application has a branch.', hi: 'हर आवेदन की एक शाखा है।' },
  routeTo: { en: 'Route to branch', hi: 'शाखा को भेजें' },
  ifsc: { en: 'IFSC', hi: 'आईएफ़एससी' },
  branchName: { en: 'Branch name', hi: 'शाखा का नाम' },
  pinCodes: { en: 'PIN codes served', hi: 'सेवा वाले पिन कोड' },
  everyPin: { en: 'Every PIN code', hi: 'सभी पिन कोड' },
  addBranch: { en: 'Add branch', hi: 'शाखा जोड़ें' },
  savePins: { en: 'Save PIN codes', hi: 'पिन कोड सहेजें' },
  removeBranch: { en: 'Remove', hi: 'हटाएँ' },
  name: { en: 'Name', hi: 'नाम' },
  mobile: { en: 'Mobile number', hi: 'मोबाइल नंबर' },
  role: { en: 'Role', hi: 'भूमिका' },
  branchOrPanel: { en: 'Branch or panel (IFSC, comma separated)', hi: 'शाखा या पैनल (IFSC, अल्पविराम से अलग)' },
  sanctionLimit: { en: 'Sanctioning limit (₹)', hi: 'स्वीकृति सीमा (₹)' },
  active: { en: 'Active', hi: 'सक्रिय' },
  inactive: { en: 'Deactivated', hi: 'निष्क्रिय' },
  addStaff: { en: 'Add staff member', hi: 'कर्मचारी जोड़ें' },
  saveStaff: { en: 'Save', hi: 'सहेजें' },
  deactivate: { en: 'Deactivate', hi: 'निष्क्रिय करें' },
  activate: { en: 'Activate', hi: 'सक्रिय करें' },
  edit: { en: 'Edit', hi: 'बदलें' },
  saved: { en: 'Saved.', hi: 'सहेजा गया।' },
  // The banker's and lawyer's screens.
  assignLawyer: { en: 'Assign a lawyer', hi: 'वकील नियुक्त करें' },
  reassignLawyer: { en: 'Reassign lawyer', hi: 'वकील बदलें' },
  chooseLawyer: { en: 'Choose a lawyer from the branch panel', hi: 'शाखा के पैनल से वकील चुनें' },
  openCases: { en: 'open cases', hi: 'खुले मामले' },
  noPanelLawyers: {
    en: 'No lawyer is on this branch panel yet. Ask your admin to add one.',
    hi: 'इस शाखा के पैनल में अभी कोई वकील नहीं है। अपने एडमिन से जोड़ने को कहें।',
  },
  reason: { en: 'Reason', hi: 'कारण' },
  reopen: { en: 'Reopen application', hi: 'आवेदन फिर से खोलें' },
  overrideLegalIssues: { en: 'Override legal issues', hi: 'कानूनी कमियों को ओवरराइड करें' },
  showChanges: { en: 'Show changes', hi: 'बदलाव दिखाएँ' },
  hideChanges: { en: 'Hide changes', hi: 'बदलाव छिपाएँ' },
  by: { en: 'by', hi: 'द्वारा' },
} as const satisfies Record<string, Message>;

/** 403 when the sanctioned amount is above the checker's limit, naming both. */
export function overSanctionLimitMessage(sanctioned: string, limit: string): Message {
  return {
    en: `The sanctioned amount (₹${sanctioned}) is above your sanctioning limit (₹${limit}): a banker with a higher limit must take this step.`,
    hi: `स्वीकृत राशि (₹${sanctioned}) आपकी स्वीकृति सीमा (₹${limit}) से अधिक है: यह चरण अधिक सीमा वाले बैंकर को करना होगा।`,
  };
}
