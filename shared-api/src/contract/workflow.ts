import { z } from 'zod';
import { measure, text } from 'shared-api/contract/application/fields';
import { datePart, isBankDate } from 'shared-api/contract/bankDetails';
import { MAX_AMOUNT, MAX_LENGTH } from 'shared-api/contract/limits';
import { FIELD_LABELS as L, type FieldLabel } from 'shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from 'shared-api/contract/messages/validation';
import type { HISTORY_ACTION_LABELS } from 'shared-api/contract/messages/workflow';
import type { Role } from 'shared-api/contract/roles';
import { statusesOfGroup, type ApplicationStatus } from 'shared-api/contract/status';

/**
 * How an application moves through the statuses of spec §4. Statuses change only by these explicit steps;
 * no request body can set a status. The farmer's own saves are not actions (they are the spec's calls):
 *
 * | Step                                  | Who    | From                                     | To              |
 * |---------------------------------------|--------|------------------------------------------|-----------------|
 * | PUT /loan/save-draft                  | farmer | (none), formFill                         | formFill        |
 * | POST /loan/application                | farmer | (none), formFill                         | farmerSubmitted |
 * | PUT /loan/application                 | farmer | formFill                                 | farmerSubmitted |
 * |                                       |        | farmerSubmitted, lawyerSelection, pending| (unchanged)     |
 * | sendForLegalReview                    | banker | farmerSubmitted, lawyerSelection, pending| lawyer          |
 * | completeLegalReview (verdict, remarks)| lawyer | lawyer                                   | banker          |
 * | approve                               | banker | banker                                   | bankerApproval  |
 * | finalApprove                          | banker | bankerApproval                           | finalApproval   |
 * | finalSubmit (banks that use the step) | banker | finalApproval                            | finalSubmission |
 * | recordDisbursement (amount, date)     | banker | finalApproval, finalSubmission           | disbursed       |
 *
 * Once submitted, the application stays with the bank exactly as submitted: a draft is refused (409), and
 * the farmer's changes reach the bank only with PUT /loan/application (Update Application).
 */
export const WORKFLOW_ACTIONS = [
  'sendForLegalReview',
  'completeLegalReview',
  'approve',
  'finalApprove',
  'finalSubmit',
  'recordDisbursement',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export type HistoryAction = keyof typeof HISTORY_ACTION_LABELS;

export interface WorkflowTransition {
  role: Role;
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  /** How the step is written in the application's history. */
  history: HistoryAction;
}

export const WORKFLOW_TRANSITIONS = {
  sendForLegalReview: {
    role: 'banker',
    from: ['farmerSubmitted', 'lawyerSelection', 'pending'],
    to: 'lawyer',
    history: 'sentForLegalReview',
  },
  completeLegalReview: { role: 'lawyer', from: ['lawyer'], to: 'banker', history: 'legalReviewCompleted' },
  approve: { role: 'banker', from: ['banker'], to: 'bankerApproval', history: 'approved' },
  finalApprove: { role: 'banker', from: ['bankerApproval'], to: 'finalApproval', history: 'finalApproved' },
  finalSubmit: { role: 'banker', from: ['finalApproval'], to: 'finalSubmission', history: 'finalSubmitted' },
  recordDisbursement: {
    role: 'banker',
    from: ['finalApproval', 'finalSubmission'],
    to: 'disbursed',
    history: 'disbursed',
  },
} as const satisfies Record<WorkflowAction, WorkflowTransition>;

export type WorkflowCheck =
  | { allowed: true; to: ApplicationStatus }
  | { allowed: false; reason: 'role' | 'status' };

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

/** The farmer may change the application only while it waits for a lawyer (the banker's first tab). */
export const FARMER_EDITABLE_STATUSES = statusesOfGroup('awaitingLawyerAssignment');

export function isFarmerEditable(status: ApplicationStatus | undefined): boolean {
  return status === undefined || FARMER_EDITABLE_STATUSES.includes(status);
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
  return issue.code === 'unrecognized_keys' && issue.keys ? M.fieldsNotAllowed(issue.keys).en : undefined;
}

function requiredDate(label: FieldLabel) {
  const message = M.invalidDate(label).en;
  return z
    .string({ error: (issue) => (issue.input === undefined ? M.required(label).en : message) })
    .trim()
    .refine((value) => isBankDate(value), message)
    .overwrite((value) => datePart(value));
}

const remarks = () => text(L.remarks, MAX_LENGTH.comments);

export const workflowActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('sendForLegalReview'), remarks: remarks() }, { error: notAllowedFields }),
    z.strictObject(
      {
        action: z.literal('completeLegalReview'),
        verdict: z.enum(LEGAL_VERDICTS, {
          error: (issue) => (issue.input === undefined ? M.choose(L.legalVerdict).en : M.chooseFromList(L.legalVerdict).en),
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
  { error: (issue) => (issue.code === 'invalid_union' ? M.chooseFromList(L.workflowAction).en : M.bodyNotAnObject.en) },
);
export type WorkflowActionRequest = z.input<typeof workflowActionRequestSchema>;
export type WorkflowActionCommand = z.output<typeof workflowActionRequestSchema>;

// What the server keeps and answers ------------------------------------------------------------------

/** The latest time each workflow step was taken, with its details; staff see it on the application. */
export interface WorkflowStepRecord {
  at: string;
  byUserId: string;
  remarks?: string;
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
  actorUserId: string;
  actorRole: Role;
  /** Names of the fields that changed (top level; bank details field by field). */
  changedFields: string[];
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  remarks?: string;
  verdict?: LegalVerdict;
  amount?: number;
  date?: string;
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
