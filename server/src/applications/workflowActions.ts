import { normalizeBankDetailsForForm } from '@kisan-credit/shared-api/contract/bankDetails';
import {
  actionNotForRoleMessage,
  actionNotNowMessage,
  APPLICATION_API_MESSAGES,
} from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { overSanctionLimitMessage } from '@kisan-credit/shared-api/contract/messages/organisation';
import { ROLE_LABELS, WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { pinOfApplication } from '@kisan-credit/shared-api/contract/pinCode';
import { statusLabel } from '@kisan-credit/shared-api/contract/status';
import {
  CHECKER_ACTIONS,
  checkWorkflowAction,
  legalIssuesOpen,
  STATUS_AFTER_DRAFT,
  WORKFLOW_TRANSITIONS,
  type WorkflowActionCommand,
  type WorkflowRecord,
  type WorkflowStepRecord,
} from '@kisan-credit/shared-api/contract/workflow';
import { Conflict, Forbidden, Invalid, NotFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { Caller } from '../organisation/actor';
import type { OrganisationService } from '../organisation/organisationService';
import { answer, type ApplicationStore, type Fields } from './applicationStore';
import type { OpenApplication } from './applicationView';

/** The steps of a decision, cleared when it is reopened. */
const DECIDING_STEPS = ['approve', 'finalApprove', 'finalSubmit'] as const;

/**
 * The workflow's steps (contract/workflow.ts) with the organisation's rules around them, and the admin's
 * routing of an application no branch serves.
 */
export function createWorkflowActions({
  store,
  organisation,
}: {
  store: ApplicationStore;
  organisation: OrganisationService;
}) {
  const { repository, write, mayStaffRead } = store;

  /**
   * The bankers who made this decision: whoever recorded bank details, and whoever recommended (approve).
   * None of them may take a checker's step.
   */
  async function makersOf(application: OpenApplication): Promise<Set<string>> {
    const events = await repository.events(application.id);
    const makers = events
      .filter(
        (event) =>
          event.actorRole === 'banker' && event.changedFields.some((field) => field.startsWith('bankDetails.')),
      )
      .map((event) => event.actorUserId!);
    const recommendedBy = application.workflow.approve?.byUserId;
    return new Set(recommendedBy ? [...makers, recommendedBy] : makers);
  }

  /** The organisation's rules of a step: the panel, the lawyer's verdict, maker–checker and the limit. */
  async function refuseUnlessAllowed(caller: Caller, application: OpenApplication, command: WorkflowActionCommand) {
    const sanctioned = application.bankDetails?.loanAmountSanctioned;
    switch (command.action) {
      case 'assignLawyer':
      case 'reassignLawyer':
        if (command.lawyerId === application.assignedLawyerId) throw new Conflict('sameLawyer');
        if (!(await organisation.isOnPanel(command.lawyerId, application.branchId!))) {
          const message = MESSAGES.lawyerNotOnPanel;
          throw new Invalid('lawyerNotOnPanel', { issues: [{ path: 'lawyerId', message }] });
        }
        return;
      case 'overrideLegalIssues':
        if (!legalIssuesOpen(application.workflow)) throw new Conflict('noLegalIssues');
        return;
      case 'approve':
        if (legalIssuesOpen(application.workflow)) throw new Conflict('legalIssuesOpen');
        if (typeof sanctioned !== 'number' || sanctioned <= 0) throw new Conflict('sanctionNotRecorded');
        return;
    }
    if (!CHECKER_ACTIONS.includes(command.action)) return;
    if ((await makersOf(application)).has(caller.userId)) throw new Forbidden('makerCannotCheck');
    if (command.action === 'reopen') return;
    if (caller.sanctionLimit === null) throw new Forbidden('noSanctionLimit');
    if (typeof sanctioned === 'number' && sanctioned > caller.sanctionLimit) {
      const text = overSanctionLimitMessage(
        sanctioned.toLocaleString('en-IN'),
        caller.sanctionLimit.toLocaleString('en-IN'),
      );
      throw new Forbidden('overSanctionLimit', { text });
    }
  }

  return {
    /** POST /loan/application/actions?userId=…: one step of the workflow (contract/workflow.ts). */
    async takeAction(caller: Caller, userId: string, command: WorkflowActionCommand, expectedVersion?: number) {
      const transition = WORKFLOW_TRANSITIONS[command.action];
      const actionLabel = WORKFLOW_ACTION_LABELS[command.action];
      if (transition.role !== caller.role) {
        const text = actionNotForRoleMessage(actionLabel, ROLE_LABELS[transition.role]);
        throw new Forbidden('actionNotForRole', { text });
      }
      const { application } = await write({ userId }, caller, expectedVersion, async (current, now) => {
        const application = mayStaffRead(caller, current);
        const check = checkWorkflowAction(caller.role, application.status, command.action);
        if (!check.allowed) {
          const text = actionNotNowMessage(actionLabel, statusLabel(application.status));
          throw new Conflict('actionNotNow', { text });
        }
        await refuseUnlessAllowed(caller, application, command);
        const details = actionDetails(command);
        let bankDetails = application.bankDetails;
        if (command.action === 'recordDisbursement') {
          const sanctioned = application.bankDetails?.loanAmountSanctioned;
          if (typeof sanctioned === 'number' && sanctioned > 0 && command.amount! > sanctioned) {
            const message = APPLICATION_API_MESSAGES.disbursementOverSanction;
            throw new Invalid('disbursementOverSanction', { issues: [{ path: 'amount', message }] });
          }
          bankDetails = normalizeBankDetailsForForm({
            ...application.bankDetails,
            loanAmountDisbursed: command.amount,
          });
        }
        const record: WorkflowStepRecord = {
          at: now.toISOString(),
          byUserId: caller.userId,
          ...(caller.name ? { byName: caller.name } : {}),
          ...details,
        };
        const workflow: WorkflowRecord = { ...application.workflow, [command.action]: record };
        // A reopened application is decided afresh: the maker recommends again, a checker checks again.
        if (command.action === 'reopen') for (const step of DECIDING_STEPS) delete workflow[step];
        const assigns = command.action === 'assignLawyer' || command.action === 'reassignLawyer';
        return {
          data: application.data,
          status: check.to,
          bankDetails,
          workflow,
          ...(assigns ? { assignedLawyerId: details.lawyerId! } : {}),
          event: {
            action: transition.history,
            ...(details.remarks ? { remarks: details.remarks } : details.reason ? { remarks: details.reason } : {}),
            details: detailsBesidesRemarks(details),
          },
        };
      });
      return answer(application, caller);
    },

    /** The admin routes an unrouted application to a branch that serves its PIN code. */
    async route(caller: Caller, userId: string, ifsc: string) {
      const branch = await organisation.branchByIfsc(ifsc);
      await write({ userId }, caller, undefined, (current) => {
        if (!current || current.status === STATUS_AFTER_DRAFT) throw new NotFound('applicationNotFound');
        if (current.branchId) throw new Conflict('notUnrouted');
        const pin = pinOfApplication(current.data);
        if (!branch.servesEveryPin && (!pin || !branch.pins.includes(pin))) throw new Conflict('branchNotServingPin');
        return {
          data: current.data,
          status: current.status,
          bankDetails: current.bankDetails,
          workflow: current.workflow,
          branchId: branch.id,
          event: { action: 'routed' },
        };
      });
    },
  };
}

function actionDetails(command: WorkflowActionCommand): Omit<WorkflowStepRecord, 'at' | 'byUserId'> {
  const details: Omit<WorkflowStepRecord, 'at' | 'byUserId'> = {};
  const { remarks, reason, lawyerId } = command as { remarks?: string; reason?: string; lawyerId?: string };
  if (remarks) details.remarks = remarks;
  if (reason) details.reason = reason;
  if (lawyerId) details.lawyerId = lawyerId;
  if (command.action === 'completeLegalReview') details.verdict = command.verdict;
  if (command.action === 'recordDisbursement') {
    details.amount = command.amount!;
    details.date = command.date;
  }
  return details;
}

/** The step's details other than its remarks (those have their own column). */
function detailsBesidesRemarks(details: Omit<WorkflowStepRecord, 'at' | 'byUserId'>): Fields | undefined {
  const { remarks: _remarks, ...rest } = details;
  return Object.keys(rest).length > 0 ? rest : undefined;
}
