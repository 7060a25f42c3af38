import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { measure, text } from '@kisan-credit/shared-api/contract/application/fields';
import { datePart, isBankDate } from '@kisan-credit/shared-api/contract/bankDetails';
import { MAX_AMOUNT, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L, type FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';

/**
 * How an application moves through the statuses of docs/requirements.md#r4-statuses. Statuses change only by these explicit steps;
 * no request body can set a status. The farmer's own saves are not actions (they are the spec's calls):
 *
 * | Step                                  | Who    | From                                     | To              |
 * |---------------------------------------|--------|------------------------------------------|-----------------|
 * | PUT /loan/save-draft                  | farmer | (none), formFill                         | formFill        |
 * | POST /loan/application                | farmer | (none), formFill                         | farmerSubmitted |
 * | PUT /loan/application                 | farmer | formFill                                 | farmerSubmitted |
 * |                                       |        | farmerSubmitted, lawyerSelection, pending| (unchanged)     |
 * | assignLawyer (lawyerId from the panel)| banker | farmerSubmitted, lawyerSelection, pending| lawyer          |
 * | reassignLawyer (lawyerId, reason)     | banker | lawyer                                   | lawyer          |
 * | completeLegalReview (verdict, remarks)| lawyer | lawyer (the assigned lawyer only)        | banker          |
 * | overrideLegalIssues (reason)          | banker | banker, after a verdict of issues found  | banker          |
 * | approve (the maker)                   | banker | banker                                   | bankerApproval  |
 * | finalApprove (a checker)              | banker | bankerApproval                           | finalApproval   |
 * | finalSubmit (a checker)               | banker | finalApproval                            | finalSubmission |
 * | recordDisbursement (a checker)        | banker | finalApproval, finalSubmission           | disbursed       |
 * | reopen (a checker, reason)            | banker | bankerApproval, finalApproval, finalSubmission | banker    |
 *
 * Once submitted, the application stays with the bank exactly as submitted: a draft is refused (409), and
 * the farmer's changes reach the bank only with PUT /loan/application (Update Application).
 * Maker–checker: whoever recorded the bank details or recommended (approve) takes none of the checker's
 * steps, and a checker only within their sanctioning limit. From bankerApproval on the application is
 * locked; disbursed is final.
 */
export const WORKFLOW_ACTIONS = [
  'assignLawyer',
  'reassignLawyer',
  'completeLegalReview',
  'overrideLegalIssues',
  'approve',
  'finalApprove',
  'finalSubmit',
  'recordDisbursement',
  'reopen',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** Every kind of entry in an application's history (application_events.action). */
export const HISTORY_ACTIONS = [
  'draftSaved',
  'submitted',
  'updated',
  'landDetailsUpdated',
  'applicationEdited',
  'bankDetailsUpdated',
  'sentForLegalReview',
  'lawyerAssigned',
  'lawyerReassigned',
  'legalIssuesOverridden',
  'reopened',
  'routed',
  'branchAdded',
  'branchChanged',
  'branchRemoved',
  'staffAdded',
  'staffChanged',
  'staffRemoved',
  'legalReviewCompleted',
  'approved',
  'finalApproved',
  'finalSubmitted',
  'disbursed',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface WorkflowTransition {
  role: Role;
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  /** How the step is written in the application's history. */
  history: HistoryAction;
}

export const WORKFLOW_TRANSITIONS = {
  assignLawyer: {
    role: 'banker',
    from: ['farmerSubmitted', 'lawyerSelection', 'pending'],
    to: 'lawyer',
    history: 'lawyerAssigned',
  },
  reassignLawyer: { role: 'banker', from: ['lawyer'], to: 'lawyer', history: 'lawyerReassigned' },
  completeLegalReview: { role: 'lawyer', from: ['lawyer'], to: 'banker', history: 'legalReviewCompleted' },
  overrideLegalIssues: { role: 'banker', from: ['banker'], to: 'banker', history: 'legalIssuesOverridden' },
  approve: { role: 'banker', from: ['banker'], to: 'bankerApproval', history: 'approved' },
  finalApprove: { role: 'banker', from: ['bankerApproval'], to: 'finalApproval', history: 'finalApproved' },
  finalSubmit: { role: 'banker', from: ['finalApproval'], to: 'finalSubmission', history: 'finalSubmitted' },
  recordDisbursement: {
    role: 'banker',
    from: ['finalApproval', 'finalSubmission'],
    to: 'disbursed',
    history: 'disbursed',
  },
  reopen: {
    role: 'banker',
    from: ['bankerApproval', 'finalApproval', 'finalSubmission'],
    to: 'banker',
    history: 'reopened',
  },
} as const satisfies Record<WorkflowAction, WorkflowTransition>;

/** The checker's steps: never taken by the maker, and only within the checker's sanctioning limit. */
export const CHECKER_ACTIONS: readonly WorkflowAction[] = [
  'finalApprove',
  'finalSubmit',
  'recordDisbursement',
  'reopen',
];

/** From the maker's recommendation on, the application and its bank details change only by a reopen. */
export const LOCKED_STATUSES: readonly ApplicationStatus[] = [
  'bankerApproval',
  'finalApproval',
  'finalSubmission',
  'disbursed',
];

export function isDecisionLocked(status: ApplicationStatus): boolean {
  return LOCKED_STATUSES.includes(status);
}

/** Bank details only the workflow writes: the disbursement (recordDisbursement). */
export const ACTION_ONLY_BANK_DETAILS = ['loanAmountDisbursed'] as const;

/** Whether the lawyer's verdict still blocks approve: issues were found and no banker has overridden them since. */
export function legalIssuesOpen(workflow: WorkflowRecord): boolean {
  const review = workflow.completeLegalReview;
  if (review?.verdict !== 'issuesFound') return false;
  const override = workflow.overrideLegalIssues;
  return !override || override.at < review.at;
}

export type WorkflowCheck = { allowed: true; to: ApplicationStatus } | { allowed: false; reason: 'role' | 'status' };

/** Whether this role may take this action on an application in this status (role is checked first). */
export function checkWorkflowAction(role: Role, status: ApplicationStatus, action: WorkflowAction): WorkflowCheck {
  const transition: WorkflowTransition = WORKFLOW_TRANSITIONS[action];
  if (transition.role !== role) return { allowed: false, reason: 'role' };
  if (!transition.from.includes(status)) return { allowed: false, reason: 'status' };
  return { allowed: true, to: transition.to };
}

/** The actions a dashboard may offer this role for an application in this status. */
export function availableWorkflowActions(role: Role, status: ApplicationStatus): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => checkWorkflowAction(role, status, action).allowed);
}

/** Steps that correct an earlier one (a new lawyer, an override, a reopen): never the step that comes next. */
const CORRECTING_ACTIONS: readonly WorkflowAction[] = ['reassignLawyer', 'overrideLegalIssues', 'reopen'];

/** The step this role takes next on an application in this status, for a dashboard row; none when it waits on others. */
export function nextWorkflowAction(role: Role, status: ApplicationStatus): WorkflowAction | undefined {
  return availableWorkflowActions(role, status).find((action) => !CORRECTING_ACTIONS.includes(action));
}

/** A draft save leaves the application in formFill (see the table above). */
export const STATUS_AFTER_DRAFT: ApplicationStatus = 'formFill';

/** A submission turns a new application or a draft into farmerSubmitted; an update keeps the status. */
export function statusAfterSubmission(current: ApplicationStatus | undefined): ApplicationStatus {
  return current === undefined || current === 'formFill' ? 'farmerSubmitted' : current;
}

/**
 * POST /loan/application creates the application, or submits the draft the wizard saved on the way (the
 * spec's form posts when it loaded no application, though its own Continue saved a draft meanwhile). Once
 * submitted, a second POST is refused: the farmer updates with PUT.
 */
export function canSubmitAsNew(current: ApplicationStatus | undefined): boolean {
  return current === undefined || current === 'formFill';
}

// The request of POST /loan/application/actions?userId=… ----------------------------------------------

export const LEGAL_VERDICTS = ['clearTitle', 'issuesFound'] as const;
export type LegalVerdict = (typeof LEGAL_VERDICTS)[number];

function notAllowedFields(issue: { code?: string; keys?: string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' && issue.keys ? messageId(M.fieldsNotAllowed(issue.keys)) : undefined;
}

function requiredDate(label: FieldLabel) {
  const message = messageId(M.invalidDate(label));
  return z
    .string({ error: (issue) => (issue.input === undefined ? messageId(M.required(label)) : message) })
    .trim()
    .refine((value) => isBankDate(value), message)
    .overwrite((value) => datePart(value));
}

const remarks = () => text(L.remarks, MAX_LENGTH.comments);
const reason = () => text(L.reason, MAX_LENGTH.comments, { required: true });
const lawyerId = () =>
  z
    .string({ error: messageId(M.choose(L.lawyer)) })
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, messageId(M.chooseFromList(L.lawyer)));

export const workflowActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject(
      { action: z.literal('assignLawyer'), lawyerId: lawyerId(), remarks: remarks() },
      { error: notAllowedFields },
    ),
    z.strictObject(
      { action: z.literal('reassignLawyer'), lawyerId: lawyerId(), reason: reason() },
      { error: notAllowedFields },
    ),
    z.strictObject({ action: z.literal('overrideLegalIssues'), reason: reason() }, { error: notAllowedFields }),
    z.strictObject({ action: z.literal('reopen'), reason: reason() }, { error: notAllowedFields }),
    z.strictObject(
      {
        action: z.literal('completeLegalReview'),
        verdict: z.enum(LEGAL_VERDICTS, {
          error: (issue) =>
            issue.input === undefined
              ? messageId(M.choose(L.legalVerdict))
              : messageId(M.chooseFromList(L.legalVerdict)),
        }),
        remarks: text(L.remarks, MAX_LENGTH.comments, { required: true }),
      },
      { error: notAllowedFields },
    ),
    z.strictObject({ action: z.literal('approve'), remarks: remarks() }, { error: notAllowedFields }),
    z.strictObject({ action: z.literal('finalApprove'), remarks: remarks() }, { error: notAllowedFields }),
    z.strictObject({ action: z.literal('finalSubmit'), remarks: remarks() }, { error: notAllowedFields }),
    z.strictObject(
      {
        action: z.literal('recordDisbursement'),
        amount: measure(L.disbursementAmount, { max: MAX_AMOUNT, required: true, moreThanZero: true }),
        date: requiredDate(L.disbursementDate),
        remarks: remarks(),
      },
      { error: notAllowedFields },
    ),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? messageId(M.chooseFromList(L.workflowAction)) : messageId(M.bodyNotAnObject),
  },
);
export type WorkflowActionRequest = z.input<typeof workflowActionRequestSchema>;
export type WorkflowActionCommand = z.output<typeof workflowActionRequestSchema>;

// What the server keeps and answers ------------------------------------------------------------------

/** The latest time each workflow step was taken, with its details; staff see it on the application. */
export interface WorkflowStepRecord {
  at: string;
  byUserId: string;
  /** Who took the step, as the audit names them. */
  byName?: string;
  remarks?: string;
  reason?: string;
  lawyerId?: string;
  verdict?: LegalVerdict;
  amount?: number;
  date?: string;
}
export type WorkflowRecord = Partial<Record<WorkflowAction, WorkflowStepRecord>>;

/** One entry of GET /loan/application/history?userId=… (staff): every change, who made it, and what. */
export interface ApplicationHistoryEntry {
  id: number;
  at: string;
  action: HistoryAction;
  actorUserId: string | null;
  actorRole: Role | null;
  /** The person (their name when the bank gave one) and their branch's IFSC, as they were then. */
  actorName: string | null;
  actorBranch: string | null;
  /** Names of the fields that changed (top level; bank details field by field). */
  changedFields: string[];
  /** Each changed field's old and new value; Aadhaar, PAN and account numbers masked to their last 4. */
  changes: FieldChange[];
  reason?: string;
  lawyerId?: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  remarks?: string;
  verdict?: LegalVerdict;
  amount?: number;
  date?: string;
}

/** One field of an audited change. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** One entry of the farmer's own GET /loan/application/history: when the status changed. */
export interface StatusTimelineEntry {
  at: string;
  action: HistoryAction;
  fromStatus: ApplicationStatus | null;
  status: ApplicationStatus;
}

/** GET /loan/application/history: every change for staff (`?userId=`), the status timeline for the farmer. */
export type ApplicationHistory = ApplicationHistoryEntry[] | StatusTimelineEntry[];
