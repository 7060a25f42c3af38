import type { Message } from 'shared-api/contract/messages/catalogue';

/** The banker and lawyer dashboards (docs/requirements.md#r2-banker-dashboard, docs/requirements.md#r8-errors); tab titles live with the statuses in status.ts. */
export const DASHBOARD_MESSAGES = {
  bankerDashboardTitle: { en: 'Banker Dashboard', hi: 'बैंकर डैशबोर्ड' },
  lawyerDashboardTitle: { en: 'Lawyer Dashboard', hi: 'वकील डैशबोर्ड' },
  totalApplications: { en: 'Total Applications', hi: 'कुल आवेदन' },
  loadingApplications: { en: 'Loading applications...', hi: 'आवेदन लोड हो रहे हैं...' },
  noApplicationsTitle: { en: 'No applications found', hi: 'कोई आवेदन नहीं मिला' },
  noApplicationsText: {
    en: 'There are no applications in this category at the moment.',
    hi: 'इस श्रेणी में अभी कोई आवेदन नहीं है।',
  },
  failedToFetchApplications: { en: 'Failed to fetch applications', hi: 'आवेदन लाने में विफल' },
  editBankDetails: { en: 'Edit Bank Details', hi: 'बैंक विवरण संपादित करें' },
  viewAllData: { en: 'View All Data', hi: 'पूरा विवरण देखें' },
  reviewLandDetails: { en: 'Review Land Details', hi: 'भूमि विवरण की जाँच करें' },
  previous: { en: 'Previous', hi: 'पिछला' },
  next: { en: 'Next', hi: 'अगला' },
  menu: { en: 'Menu', hi: 'मेनू' },
  closeMenu: { en: 'Close menu', hi: 'मेनू बंद करें' },
  categories: { en: 'Application categories', hi: 'आवेदन श्रेणियाँ' },
  pagination: { en: 'Pages of applications', hi: 'आवेदनों के पृष्ठ' },
  // Table columns of the lawyer dashboard (the banker's rows show the same facts).
  applicantDetails: { en: 'Applicant Details', hi: 'आवेदक का विवरण' },
  applicationInfo: { en: 'Application Info', hi: 'आवेदन की जानकारी' },
  status: { en: 'Status', hi: 'स्थिति' },
  actions: { en: 'Actions', hi: 'कार्रवाई' },
  applicationId: { en: 'ID', hi: 'आईडी' },
  loanAmount: { en: 'Loan Amount', hi: 'ऋण राशि' },
  appliedOn: { en: 'Applied', hi: 'आवेदन तिथि' },
  businessType: { en: 'Business Type', hi: 'व्यवसाय का प्रकार' },
  phone: { en: 'Phone', hi: 'फ़ोन' },
  // The queue's order, filters, page size and export (docs/requirements.md#r10-queues).
  sortBy: { en: 'Sort by', hi: 'क्रम' },
  sortAppliedNewest: { en: 'Applied date, newest first', hi: 'आवेदन तिथि, नए पहले' },
  sortAppliedOldest: { en: 'Applied date, oldest first', hi: 'आवेदन तिथि, पुराने पहले' },
  sortAmountLargest: { en: 'Amount, largest first', hi: 'राशि, सबसे बड़ी पहले' },
  sortAmountSmallest: { en: 'Amount, smallest first', hi: 'राशि, सबसे छोटी पहले' },
  sortDaysPendingMost: { en: 'Days pending, longest waiting first', hi: 'लंबित दिन, सबसे लंबी प्रतीक्षा पहले' },
  sortDaysPendingLeast: { en: 'Days pending, newest waiting first', hi: 'लंबित दिन, सबसे नई प्रतीक्षा पहले' },
  villageOrPin: { en: 'Village or PIN', hi: 'गाँव या पिन' },
  appliedFrom: { en: 'Applied from', hi: 'आवेदन तिथि से' },
  appliedTo: { en: 'Applied to', hi: 'आवेदन तिथि तक' },
  amountMin: { en: 'Amount from (₹)', hi: 'राशि से (₹)' },
  amountMax: { en: 'Amount to (₹)', hi: 'राशि तक (₹)' },
  applyFilters: { en: 'Apply filters', hi: 'फ़िल्टर लागू करें' },
  clearFilters: { en: 'Clear filters', hi: 'फ़िल्टर हटाएँ' },
  filters: { en: 'Filters', hi: 'फ़िल्टर' },
  rowsPerPage: { en: 'Rows per page', hi: 'प्रति पृष्ठ पंक्तियाँ' },
  exportCsv: { en: 'Export CSV', hi: 'CSV निर्यात करें' },
  exportExcel: { en: 'Export Excel', hi: 'Excel निर्यात करें' },
  exportFailed: { en: 'Export failed', hi: 'निर्यात विफल रहा' },
  daysPending: { en: 'Days pending', hi: 'लंबित दिन' },
  waitingOnOthers: { en: 'Waiting on others', hi: 'दूसरों की प्रतीक्षा' },
} as const satisfies Record<string, Message>;

/** '12 days pending', with 'past the 14-day target' when the bank's service level is passed. */
export function daysPendingText(days: number, serviceLevelDays: number): Message {
  const overdue = days > serviceLevelDays;
  return {
    en: `${days} ${days === 1 ? 'day' : 'days'} pending${overdue ? ` (past the ${serviceLevelDays}-day target)` : ''}`,
    hi: `${days} दिन लंबित${overdue ? ` (${serviceLevelDays} दिन के लक्ष्य से अधिक)` : ''}`,
  };
}

/** The columns of an exported list, in order. */
export const EXPORT_COLUMN_TITLES = {
  id: { en: 'Application ID', hi: 'आवेदन आईडी' },
  applicantName: { en: 'Applicant', hi: 'आवेदक' },
  phoneNumber: { en: 'Phone', hi: 'फ़ोन' },
  address: { en: 'Address', hi: 'पता' },
  loanAmount: { en: 'Loan Amount (₹)', hi: 'ऋण राशि (₹)' },
  appliedAt: { en: 'Applied', hi: 'आवेदन तिथि' },
  status: { en: 'Status', hi: 'स्थिति' },
  daysPending: { en: 'Days pending', hi: 'लंबित दिन' },
  maskedAadhar: { en: 'Aadhaar (last 4)', hi: 'आधार (अंतिम 4)' },
  maskedAccountNumber: { en: 'Account number (last 4)', hi: 'खाता संख्या (अंतिम 4)' },
} as const satisfies Record<string, Message>;

/** "Showing 6-10 of 23 applications"; with none, "Showing 0-0 of 0 applications". */
export function showingRange(first: number, last: number, total: number): Message {
  return {
    en: `Showing ${first}-${last} of ${total} applications`,
    hi: `${total} में से ${first}-${last} आवेदन दिखाए जा रहे हैं`,
  };
}

/** 'Page 2', a page button's accessible name. */
export function pageNumber(page: number): Message {
  return { en: `Page ${page}`, hi: `पृष्ठ ${page}` };
}

/** How many pages a list of `total` rows fills, `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The 1-based first and last row numbers of a page, for showingRange. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = (page - 1) * pageSize + 1;
  return { first: Math.min(first, total), last: Math.min(page * pageSize, total) };
}

/** Bank details screen (/bank-details/{userId}). */
export const BANK_DETAILS_MESSAGES = {
  title: { en: 'Bank Details Management', hi: 'बैंक विवरण प्रबंधन' },
  branchInformation: { en: 'Branch Information', hi: 'शाखा की जानकारी' },
  applicationTimeline: { en: 'Application Timeline', hi: 'आवेदन की समय-रेखा' },
  financialDetails: { en: 'Financial Details', hi: 'वित्तीय विवरण' },
  additionalComments: { en: 'Additional Comments', hi: 'अतिरिक्त टिप्पणियाँ' },
  securities: { en: 'Primary and Collateral Securities', hi: 'प्राथमिक और संपार्श्विक प्रतिभूतियाँ' },
  viewCompleteApplication: { en: 'View Complete Application', hi: 'पूरा आवेदन देखें' },
  loading: { en: 'Loading application details...', hi: 'आवेदन का विवरण लोड हो रहा है...' },
  saved: { en: 'Bank details updated successfully!', hi: 'बैंक विवरण सफलतापूर्वक अपडेट हुआ!' },
  applicationContext: { en: 'The application', hi: 'आवेदन' },
  applicant: { en: 'Applicant', hi: 'आवेदक' },
  requestedAmount: { en: 'Amount requested', hi: 'माँगी गई राशि' },
  eligibleLimit: { en: 'Eligible KCC limit (land and crops)', hi: 'पात्र केसीसी सीमा (भूमि और फसलें)' },
  noMonthChosen: { en: 'Not chosen', hi: 'चुना नहीं गया' },
} as const satisfies Record<string, Message>;

/** Application preview (/application-preview/{userId}). */
export const APPLICATION_PREVIEW_MESSAGES = {
  title: { en: 'Application Preview', hi: 'आवेदन पूर्वावलोकन' },
  applicationId: { en: 'Application ID', hi: 'आवेदन आईडी' },
  personalDetails: { en: 'Personal Details', hi: 'व्यक्तिगत विवरण' },
  idInformation: { en: 'ID Information', hi: 'पहचान की जानकारी' },
  loanDetails: { en: 'Loan Details', hi: 'ऋण विवरण' },
  cropDetails: { en: 'Crop Details', hi: 'फसल विवरण' },
  landDetails: { en: 'Land Details', hi: 'भूमि विवरण' },
  familyMembers: { en: 'Family Members', hi: 'परिवार के सदस्य' },
  incomeDetails: { en: 'Income Details', hi: 'आय विवरण' },
  guarantorDetails: { en: 'Guarantor Details', hi: 'गारंटर विवरण' },
  bankAccountDetails: { en: 'Bank Account Details', hi: 'बैंक खाते का विवरण' },
  bankingDetails: { en: 'Banking Details', hi: 'बैंकिंग विवरण' },
  saveAllChanges: { en: 'Save All Changes', hi: 'सभी बदलाव सहेजें' },
  notFoundTitle: { en: 'Application Not Found', hi: 'आवेदन नहीं मिला' },
  notFoundText: {
    en: "The loan application you're looking for could not be found.",
    hi: 'आप जो ऋण आवेदन ढूँढ रहे हैं, वह नहीं मिला।',
  },
  returnToDashboard: { en: 'Return to Dashboard', hi: 'डैशबोर्ड पर लौटें' },
  loading: { en: 'Loading application data...', hi: 'आवेदन का डेटा लोड हो रहा है...' },
  saved: { en: 'Application updated successfully!', hi: 'आवेदन सफलतापूर्वक अपडेट हुआ!' },
} as const satisfies Record<string, Message>;

/** Land Verification & Documentation (/land-details/{userId}). */
export const LAND_DETAILS_MESSAGES = {
  title: { en: 'Land Verification & Documentation', hi: 'भूमि सत्यापन और दस्तावेज़ीकरण' },
  reviewFor: { en: 'Review and update land details for', hi: 'इनके भूमि विवरण की जाँच और अद्यतन करें:' },
  personalInformation: { en: 'Personal Information', hi: 'व्यक्तिगत जानकारी' },
  landGeneralInformation: { en: 'Land General Information', hi: 'भूमि की सामान्य जानकारी' },
  landHoldings: { en: 'Land Holdings & Crop Details', hi: 'भूमि जोत और फसल विवरण' },
  kyc: { en: 'KYC', hi: 'केवाईसी' },
  legalDocuments: { en: 'Legal Documents', hi: 'कानूनी दस्तावेज़' },
  loading: { en: 'Loading application details...', hi: 'आवेदन का विवरण लोड हो रहा है...' },
  saved: { en: 'Land and crop details updated successfully!', hi: 'भूमि और फसल विवरण सफलतापूर्वक अपडेट हुआ!' },
} as const satisfies Record<string, Message>;
