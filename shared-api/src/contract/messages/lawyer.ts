import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The lawyer's screens (docs/requirements.md#r2-lawyer-dashboard, docs/requirements.md#r2-land-details): the words the
 * spec does not give (field names of the read-only sections, the legal review step, the read-only view).
 * The spec's own texts stay in DASHBOARD_MESSAGES, LAND_DETAILS_MESSAGES and COMMON_MESSAGES.
 */
export const LAWYER_MESSAGES = {
  // Land Verification & Documentation: read-only sections
  applicationId: message('lawyer:applicationId'),
  fullName: message('lawyer:fullName'),
  phoneNumber: message('lawyer:phoneNumber'),
  fatherName: message('lawyer:fatherName'),
  age: message('lawyer:age'),
  address: message('lawyer:address'),
  casteCategory: message('lawyer:casteCategory'),
  aadharNumber: message('lawyer:aadharNumber'),
  panNumber: message('lawyer:panNumber'),
  voterId: message('lawyer:voterId'),
  maskedNumbersNote: message('lawyer:maskedNumbersNote'),
  legalDocumentsNote: message('lawyer:legalDocumentsNote'),
  fixMarkedFields: message('lawyer:fixMarkedFields'),
  reviewLocked: message('lawyer:reviewLocked'),

  // Completing the legal review
  completeLegalReview: message('lawyer:completeLegalReview'),
  completeLegalReviewIntro: message('lawyer:completeLegalReviewIntro'),
  saveBeforeCompleting: message('lawyer:saveBeforeCompleting'),
  remarksHint: message('lawyer:remarksHint'),
  chooseVerdict: message('lawyer:chooseVerdict'),
  enterRemarks: message('lawyer:enterRemarks'),
  confirmAndSend: message('lawyer:confirmAndSend'),
  completing: message('lawyer:completing'),
  legalReviewCompleted: message('lawyer:legalReviewCompleted'),
  legalReviewFailed: message('lawyer:legalReviewFailed'),

  // Read-only view of the whole application ('View All Data')
  applicationDetails: message('lawyer:applicationDetails'),
  readOnlyNote: message('lawyer:readOnlyNote'),
  loadingApplicationData: message('lawyer:loadingApplicationData'),
  status: message('lawyer:status'),
  appliedOn: message('lawyer:appliedOn'),
} as const satisfies Record<string, Message>;
