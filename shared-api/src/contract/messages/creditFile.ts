import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The credit file's read-only sections, shown to the lawyer ('View All Data') and on the banker's decision
 * screen (docs/requirements.md#r10-decision-screen).
 */
export const CREDIT_FILE_MESSAGES = {
  referenceContacts: message('creditFile:referenceContacts'),
  assets: message('creditFile:assets'),
  liabilities: message('creditFile:liabilities'),
  totalAssets: message('creditFile:totalAssets'),
  totalOutstanding: message('creditFile:totalOutstanding'),
  totalEmiPerYear: message('creditFile:totalEmiPerYear'),
  totalOverdue: message('creditFile:totalOverdue'),
  creditAssessment: message('creditFile:creditAssessment'),
  documents: message('creditFile:documents'),
  farmerDocuments: message('creditFile:farmerDocuments'),
  lawyerDocuments: message('creditFile:lawyerDocuments'),
  open: message('creditFile:open'),
  noneEntered: message('creditFile:noneEntered'),
  yes: message('creditFile:yes'),
  no: message('creditFile:no'),
  legalReview: message('creditFile:legalReview'),
  legalReviewPending: message('creditFile:legalReviewPending'),
  verdict: message('creditFile:verdict'),
  remarks: message('creditFile:remarks'),
  reviewedOn: message('creditFile:reviewedOn'),
  decisionSummary: message('creditFile:decisionSummary'),
  totalLand: message('creditFile:totalLand'),
  kccLimitNotWorkedOut: message('creditFile:kccLimitNotWorkedOut'),
  nameCheck: message('creditFile:nameCheck'),
  nameOnApplication: message('creditFile:nameOnApplication'),
  documentColumn: message('creditFile:documentColumn'),
  nameReadColumn: message('creditFile:nameReadColumn'),
  sameName: message('creditFile:sameName'),
  differentName: message('creditFile:differentName'),
  noNamesRead: message('creditFile:noNamesRead'),
  namesStillBeingRead: message('creditFile:namesStillBeingRead'),
} as const satisfies Record<string, Message>;
