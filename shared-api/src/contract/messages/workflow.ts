import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { HistoryAction } from '@kisan-credit/shared-api/contract/workflow';

/** What each workflow step is called, for buttons, the history and the error texts (workflow.ts). */
export const WORKFLOW_ACTION_LABELS = {
  assignLawyer: message('workflow:workflowActionLabels.assignLawyer'),
  reassignLawyer: message('workflow:workflowActionLabels.reassignLawyer'),
  completeLegalReview: message('workflow:workflowActionLabels.completeLegalReview'),
  overrideLegalIssues: message('workflow:workflowActionLabels.overrideLegalIssues'),
  approve: message('workflow:workflowActionLabels.approve'),
  finalApprove: message('workflow:workflowActionLabels.finalApprove'),
  finalSubmit: message('workflow:workflowActionLabels.finalSubmit'),
  recordDisbursement: message('workflow:workflowActionLabels.recordDisbursement'),
  reopen: message('workflow:workflowActionLabels.reopen'),
} as const satisfies Record<string, Message>;

/** The lawyer's verdict when the legal review is complete. */
export const LEGAL_VERDICT_LABELS = {
  clearTitle: message('workflow:legalVerdictLabels.clearTitle'),
  issuesFound: message('workflow:legalVerdictLabels.issuesFound'),
} as const satisfies Record<string, Message>;

/** How each kind of history entry (workflow.ts HISTORY_ACTIONS) reads. */
export const HISTORY_ACTION_LABELS = {
  draftSaved: message('workflow:historyActionLabels.draftSaved'),
  submitted: message('workflow:historyActionLabels.submitted'),
  updated: message('workflow:historyActionLabels.updated'),
  landDetailsUpdated: message('workflow:historyActionLabels.landDetailsUpdated'),
  applicationEdited: message('workflow:historyActionLabels.applicationEdited'),
  bankDetailsUpdated: message('workflow:historyActionLabels.bankDetailsUpdated'),
  sentForLegalReview: message('workflow:historyActionLabels.sentForLegalReview'),
  lawyerAssigned: message('workflow:historyActionLabels.lawyerAssigned'),
  lawyerReassigned: message('workflow:historyActionLabels.lawyerReassigned'),
  legalIssuesOverridden: message('workflow:historyActionLabels.legalIssuesOverridden'),
  reopened: message('workflow:historyActionLabels.reopened'),
  routed: message('workflow:historyActionLabels.routed'),
  branchAdded: message('workflow:historyActionLabels.branchAdded'),
  branchChanged: message('workflow:historyActionLabels.branchChanged'),
  branchRemoved: message('workflow:historyActionLabels.branchRemoved'),
  staffAdded: message('workflow:historyActionLabels.staffAdded'),
  staffChanged: message('workflow:historyActionLabels.staffChanged'),
  staffRemoved: message('workflow:historyActionLabels.staffRemoved'),
  legalReviewCompleted: message('workflow:historyActionLabels.legalReviewCompleted'),
  approved: message('workflow:historyActionLabels.approved'),
  finalApproved: message('workflow:historyActionLabels.finalApproved'),
  finalSubmitted: message('workflow:historyActionLabels.finalSubmitted'),
  disbursed: message('workflow:historyActionLabels.disbursed'),
} as const satisfies Record<HistoryAction, Message>;

/** The roles as people read them. */
export const ROLE_LABELS = {
  user: message('workflow:roleLabels.user'),
  lawyer: message('workflow:roleLabels.lawyer'),
  banker: message('workflow:roleLabels.banker'),
  admin: message('workflow:roleLabels.admin'),
} as const satisfies Record<string, Message>;
