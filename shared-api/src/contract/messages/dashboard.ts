import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** The banker and lawyer dashboards (docs/requirements.md#r2-banker-dashboard, docs/requirements.md#r8-errors); tab titles live with the statuses in status.ts. */
export const DASHBOARD_MESSAGES = {
  bankerDashboardTitle: message('dashboard:dashboard.bankerDashboardTitle'),
  lawyerDashboardTitle: message('dashboard:dashboard.lawyerDashboardTitle'),
  totalApplications: message('dashboard:dashboard.totalApplications'),
  loadingApplications: message('dashboard:dashboard.loadingApplications'),
  noApplicationsTitle: message('dashboard:dashboard.noApplicationsTitle'),
  noApplicationsText: message('dashboard:dashboard.noApplicationsText'),
  failedToFetchApplications: message('dashboard:dashboard.failedToFetchApplications'),
  editBankDetails: message('dashboard:dashboard.editBankDetails'),
  viewAllData: message('dashboard:dashboard.viewAllData'),
  reviewLandDetails: message('dashboard:dashboard.reviewLandDetails'),
  previous: message('dashboard:dashboard.previous'),
  next: message('dashboard:dashboard.next'),
  menu: message('dashboard:dashboard.menu'),
  closeMenu: message('dashboard:dashboard.closeMenu'),
  categories: message('dashboard:dashboard.categories'),
  pagination: message('dashboard:dashboard.pagination'),
  // Table columns of the lawyer dashboard (the banker's rows show the same facts).
  applicantDetails: message('dashboard:dashboard.applicantDetails'),
  applicationInfo: message('dashboard:dashboard.applicationInfo'),
  status: message('dashboard:dashboard.status'),
  actions: message('dashboard:dashboard.actions'),
  applicationId: message('dashboard:dashboard.applicationId'),
  loanAmount: message('dashboard:dashboard.loanAmount'),
  appliedOn: message('dashboard:dashboard.appliedOn'),
  businessType: message('dashboard:dashboard.businessType'),
  phone: message('dashboard:dashboard.phone'),
  // The queue's order, filters, page size and export (docs/requirements.md#r10-queues).
  sortBy: message('dashboard:dashboard.sortBy'),
  sortAppliedNewest: message('dashboard:dashboard.sortAppliedNewest'),
  sortAppliedOldest: message('dashboard:dashboard.sortAppliedOldest'),
  sortAmountLargest: message('dashboard:dashboard.sortAmountLargest'),
  sortAmountSmallest: message('dashboard:dashboard.sortAmountSmallest'),
  sortDaysPendingMost: message('dashboard:dashboard.sortDaysPendingMost'),
  sortDaysPendingLeast: message('dashboard:dashboard.sortDaysPendingLeast'),
  villageOrPin: message('dashboard:dashboard.villageOrPin'),
  appliedFrom: message('dashboard:dashboard.appliedFrom'),
  appliedTo: message('dashboard:dashboard.appliedTo'),
  amountMin: message('dashboard:dashboard.amountMin'),
  amountMax: message('dashboard:dashboard.amountMax'),
  applyFilters: message('dashboard:dashboard.applyFilters'),
  clearFilters: message('dashboard:dashboard.clearFilters'),
  filters: message('dashboard:dashboard.filters'),
  rowsPerPage: message('dashboard:dashboard.rowsPerPage'),
  exportCsv: message('dashboard:dashboard.exportCsv'),
  exportExcel: message('dashboard:dashboard.exportExcel'),
  exportFailed: message('dashboard:dashboard.exportFailed'),
  daysPending: message('dashboard:dashboard.daysPending'),
  waitingOnOthers: message('dashboard:dashboard.waitingOnOthers'),
} as const satisfies Record<string, Message>;

/** '12 days pending', with 'past the 14-day target' when the bank's service level is passed. */
export function daysPendingText(days: number, serviceLevelDays: number): Message {
  if (days > serviceLevelDays)
    return message('dashboard:dashboard.daysPendingOverdue', { days, target: serviceLevelDays });
  return days === 1
    ? message('dashboard:dashboard.dayPending')
    : message('dashboard:dashboard.daysPendingCount', { days });
}

/** The columns of an exported list, in order. */
export const EXPORT_COLUMN_TITLES = {
  id: message('dashboard:exportColumnTitles.id'),
  applicantName: message('dashboard:exportColumnTitles.applicantName'),
  phoneNumber: message('dashboard:exportColumnTitles.phoneNumber'),
  address: message('dashboard:exportColumnTitles.address'),
  loanAmount: message('dashboard:exportColumnTitles.loanAmount'),
  appliedAt: message('dashboard:exportColumnTitles.appliedAt'),
  status: message('dashboard:exportColumnTitles.status'),
  daysPending: message('dashboard:exportColumnTitles.daysPending'),
  maskedAadhar: message('dashboard:exportColumnTitles.maskedAadhar'),
  maskedAccountNumber: message('dashboard:exportColumnTitles.maskedAccountNumber'),
} as const satisfies Record<string, Message>;

/** "Showing 6-10 of 23 applications"; with none, "Showing 0-0 of 0 applications". */
export function showingRange(first: number, last: number, total: number): Message {
  return message('dashboard:dashboard.showingRange', { first, last, total });
}

/** 'Page 2', a page button's accessible name. */
export function pageNumber(page: number): Message {
  return message('dashboard:dashboard.pageNumber', { page });
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
  title: message('dashboard:bankDetails.title'),
  branchInformation: message('dashboard:bankDetails.branchInformation'),
  applicationTimeline: message('dashboard:bankDetails.applicationTimeline'),
  financialDetails: message('dashboard:bankDetails.financialDetails'),
  additionalComments: message('dashboard:bankDetails.additionalComments'),
  securities: message('dashboard:bankDetails.securities'),
  viewCompleteApplication: message('dashboard:bankDetails.viewCompleteApplication'),
  loading: message('dashboard:bankDetails.loading'),
  saved: message('dashboard:bankDetails.saved'),
  applicationContext: message('dashboard:bankDetails.applicationContext'),
  applicant: message('dashboard:bankDetails.applicant'),
  requestedAmount: message('dashboard:bankDetails.requestedAmount'),
  eligibleLimit: message('dashboard:bankDetails.eligibleLimit'),
  noMonthChosen: message('dashboard:bankDetails.noMonthChosen'),
} as const satisfies Record<string, Message>;

/** Application preview (/application-preview/{userId}). */
export const APPLICATION_PREVIEW_MESSAGES = {
  title: message('dashboard:applicationPreview.title'),
  applicationId: message('dashboard:applicationPreview.applicationId'),
  personalDetails: message('dashboard:applicationPreview.personalDetails'),
  idInformation: message('dashboard:applicationPreview.idInformation'),
  loanDetails: message('dashboard:applicationPreview.loanDetails'),
  cropDetails: message('dashboard:applicationPreview.cropDetails'),
  landDetails: message('dashboard:applicationPreview.landDetails'),
  familyMembers: message('dashboard:applicationPreview.familyMembers'),
  incomeDetails: message('dashboard:applicationPreview.incomeDetails'),
  guarantorDetails: message('dashboard:applicationPreview.guarantorDetails'),
  bankAccountDetails: message('dashboard:applicationPreview.bankAccountDetails'),
  bankingDetails: message('dashboard:applicationPreview.bankingDetails'),
  saveAllChanges: message('dashboard:applicationPreview.saveAllChanges'),
  notFoundTitle: message('dashboard:applicationPreview.notFoundTitle'),
  notFoundText: message('dashboard:applicationPreview.notFoundText'),
  returnToDashboard: message('dashboard:applicationPreview.returnToDashboard'),
  loading: message('dashboard:applicationPreview.loading'),
  saved: message('dashboard:applicationPreview.saved'),
} as const satisfies Record<string, Message>;

/** Land Verification & Documentation (/land-details/{userId}). */
export const LAND_DETAILS_MESSAGES = {
  title: message('dashboard:landDetails.title'),
  reviewFor: message('dashboard:landDetails.reviewFor'),
  personalInformation: message('dashboard:landDetails.personalInformation'),
  landGeneralInformation: message('dashboard:landDetails.landGeneralInformation'),
  landHoldings: message('dashboard:landDetails.landHoldings'),
  kyc: message('dashboard:landDetails.kyc'),
  legalDocuments: message('dashboard:landDetails.legalDocuments'),
  loading: message('dashboard:landDetails.loading'),
  saved: message('dashboard:landDetails.saved'),
} as const satisfies Record<string, Message>;
