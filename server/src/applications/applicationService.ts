import { isDeepStrictEqual } from 'node:util';
import {
  BANKER_PATCH_FIELDS,
  bankerPatchSchema,
  LAWYER_PATCH_FIELDS,
  lawyerPatchSchema,
  type KccApplication,
  type KccApplicationData,
} from 'shared-api/contract/application';
import type {
  ApplicationListFilterParams,
  ApplicationListGroup,
  ApplicationListPage,
  ApplicationListParams,
} from 'shared-api/contract/applicationList';
import { normalizeBankDetailsForForm, type BankDetailsForm } from 'shared-api/contract/bankDetails';
import { bankDetailsIssues } from 'shared-api/contract/bankDetailsChecks';
import { eligibleKccLimit } from 'shared-api/contract/calculations/kccLimit';
import { applicationKey } from 'shared-api/contract/calculations/key';
import {
  actionNotForRoleMessage,
  actionNotNowMessage,
  applicationLockedMessage,
  bankerOnlyFieldsMessage,
  APPLICATION_API_MESSAGES,
  serverHeldFieldsMessage,
} from 'shared-api/contract/messages/applicationApi';
import { FIELD_LABELS } from 'shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES } from 'shared-api/contract/messages/validation';
import { ROLE_LABELS, WORKFLOW_ACTION_LABELS } from 'shared-api/contract/messages/workflow';
import { overSanctionLimitMessage } from 'shared-api/contract/messages/organisation';
import { pinOfApplication } from 'shared-api/contract/pinCode';
import {
  isEditableByFarmer,
  LAWYER_CATEGORY_GROUPS,
  LAWYER_VISIBLE_GROUPS,
  STATUS_GROUPS,
  statusLabel,
  type ApplicationStatus,
  type LawyerCategoryId,
  type StatusGroupId,
} from 'shared-api/contract/status';
import {
  ACTION_ONLY_BANK_DETAILS,
  canSubmitAsNew,
  CHECKER_ACTIONS,
  checkWorkflowAction,
  isDecisionLocked,
  legalIssuesOpen,
  statusAfterSubmission,
  STATUS_AFTER_DRAFT,
  WORKFLOW_TRANSITIONS,
  type ApplicationHistoryEntry,
  type FieldChange,
  type HistoryAction,
  type StatusTimelineEntry,
  type WorkflowActionCommand,
  type WorkflowRecord,
  type WorkflowStepRecord,
} from 'shared-api/contract/workflow';
import type { Clock } from '../clock';
import type { FieldCipher } from '../crypto/fieldCipher';
import type { Db } from '../db/connect';
import type { Actor, Caller } from '../organisation/actor';
import type { OrganisationService } from '../organisation/organisationService';
import type { StatusChanges } from '../notifications/statusChanges';
import type { ApplicationEventRow, ApplicationRow } from '../db/schema';
import { Conflict, Forbidden, Invalid, NotFound, Unusable } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { parseRequestPart } from '../http/requestValidation';
import { isFarmer, staffMayRead } from './access';
import {
  createApplicationRepository,
  type ApplicationListRow,
  type ApplicationValues,
  type ListFilter,
} from './applicationRepository';
import { exportLine } from './listExport';
import { rangeFilters } from './listFilters';
import { applicationAnswer, listItem, type OpenApplication } from './applicationView';
import { asStoredJson, changedFieldNames } from './changedFields';
import { changedServerFields, LAWYER_ONLY_SLOTS } from './echoedFields';
import {
  answerBody,
  openOwnerAnswer,
  sealOwnerAnswer,
  type AnswerBody,
  type PrefetchedOwnApplication,
} from './ownerAnswer';
import { maskSensitiveNumbers, openSensitiveNumbers, sealSensitiveNumbers } from './sensitiveNumbers';

/** The document files an application names (src/documents/documentService.ts). */
export interface DocumentReferences {
  /** Refuses urls of files that are not this application's or the caller's; answers the caller's to attach. */
  checkReferences(caller: Caller, ownerUserId: string, before: Fields | undefined, after: Fields): Promise<string[]>;
  settleReferences(ownerUserId: string, data: Fields, attach: readonly string[]): Promise<void>;
}

export interface ApplicationServiceOptions {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  documents: DocumentReferences;
  organisation: OrganisationService;
  statusChanges: StatusChanges;
  /** The bank's service-level target in days (docs/requirements.md#r10-queues). */
  serviceLevelDays: number;
}

type Fields = Record<string, unknown>;

/** What one write leaves behind: the whole new content, the status, and how the history names it. */
interface PlannedWrite {
  data: Fields;
  status: ApplicationStatus;
  bankDetails: BankDetailsForm | null;
  workflow: WorkflowRecord;
  /** Set only by the steps that route or assign. */
  branchId?: string | null;
  assignedLawyerId?: string | null;
  event: { action: HistoryAction; remarks?: string; details?: Fields };
}

/**
 * Without If-Match a write that lost a race is planned again on the newer application. Each lost attempt
 * means another write was committed, so this many attempts carry a write through as many writers at once
 * (one application has a farmer and a few staff at most).
 */
const WRITE_ATTEMPTS = 5;

const stale = () => new Conflict('staleApplication');

/** The nil UUID: no branch has it, so a banker not yet given a branch sees no application. */
const NO_BRANCH = '00000000-0000-0000-0000-000000000000';

/**
 * The disbursement is recorded only by its workflow step: a PATCH may send it back as loaded (the spec's
 * form sends every field) but not change it.
 */
function refuseActionOnlyChanges(before: BankDetailsForm | null, after: BankDetailsForm | null) {
  const changed = ACTION_ONLY_BANK_DETAILS.filter(
    (field) => !isDeepStrictEqual(before?.[field] ?? '', after?.[field] ?? ''),
  );
  if (changed.length === 0) return;
  const message = MESSAGES.disbursementByActionOnly;
  throw new Forbidden('disbursementByActionOnly', {
    issues: changed.map((field) => ({ path: `bankDetails.${field}`, message: message.en })),
  });
}

/** The steps of a decision, cleared when it is reopened. */
const DECIDING_STEPS = ['approve', 'finalApprove', 'finalSubmit'] as const;

/**
 * Each changed field's old and new value for the audit book, with Aadhaar, PAN and account numbers masked
 * to their last 4; the routing and assignment columns too.
 */
function auditedChanges(
  before: OpenApplication | undefined,
  after: {
    data: Fields;
    bankDetails: BankDetailsForm | null;
    branchId: string | null;
    assignedLawyerId: string | null;
  },
  changedFields: readonly string[],
): FieldChange[] {
  const oldData = maskSensitiveNumbers(before?.data ?? {});
  const newData = maskSensitiveNumbers(after.data);
  const valueOf = (data: Fields, bankDetails: BankDetailsForm | null | undefined, field: string) =>
    field.startsWith('bankDetails.')
      ? (bankDetails as Fields | null | undefined)?.[field.slice('bankDetails.'.length)]
      : data[field];
  const changes = changedFields.map((field) => ({
    field,
    old: valueOf(oldData, before?.bankDetails, field) ?? null,
    new: valueOf(newData, after.bankDetails, field) ?? null,
  }));
  for (const column of ['branchId', 'assignedLawyerId'] as const) {
    const old = before?.[column] ?? null;
    if (old !== after[column]) changes.push({ field: column, old, new: after[column] });
  }
  return changes;
}

/**
 * The application use cases of docs/requirements.md#r7-calls: who may read and change which application, the workflow, the
 * audit log, the dashboards. Everything lives in the database (no state here), so any number of server
 * processes behave as one.
 */
export function createApplicationService({
  db,
  clock,
  cipher,
  documents,
  organisation,
  statusChanges,
  serviceLevelDays,
}: ApplicationServiceOptions) {
  const repository = createApplicationRepository(db);

  const open = (row: ApplicationRow): OpenApplication => ({
    ...row,
    data: openSensitiveNumbers(row.data, row.userId, cipher),
  });

  async function load(ownerUserId: string): Promise<OpenApplication | undefined> {
    const row = await repository.findByOwner(ownerUserId);
    return row && open(row);
  }

  /** The farmer's own; a userId from a farmer is refused, not ignored. */
  async function loadOwn(caller: Caller, userIdQuery: string | undefined): Promise<OpenApplication> {
    if (userIdQuery !== undefined) throw new Forbidden('ownApplicationOnly');
    const application = await load(caller.userId);
    if (!application) throw new NotFound('noApplicationYet');
    return application;
  }

  /**
   * What a dashboard list holds for this caller: a banker their branch's applications, a lawyer those
   * assigned to them in the two lawyer categories; then the tab, search and filters asked. `narrowed`: a
   * search or filter leaves the kept tab counts behind.
   */
  function listFilterOf(caller: Caller, params: ApplicationListFilterParams) {
    const isLawyer = caller.role === 'lawyer';
    const isLawyerCategory = (group: string): group is LawyerCategoryId => Object.hasOwn(LAWYER_CATEGORY_GROUPS, group);
    if (isLawyer && params.group !== undefined && !isLawyerCategory(params.group)) {
      throw new Forbidden('groupNotForRole');
    }
    const groupsOf = (group: ApplicationListGroup): readonly StatusGroupId[] =>
      isLawyerCategory(group) ? LAWYER_CATEGORY_GROUPS[group] : [group];
    const visible = isLawyer ? LAWYER_VISIBLE_GROUPS : undefined;
    // A banker without a branch sees nothing: the nil id matches no application.
    const whose = isLawyer ? { lawyerId: caller.userId } : { branchId: caller.branchId ?? NO_BRANCH };
    const ranges = rangeFilters(params);
    const filter: ListFilter = {
      groups: params.group === undefined ? visible : groupsOf(params.group),
      ...(params.q ? { search: params.q } : {}),
      ...ranges,
      ...whose,
    };
    return { filter, visible, narrowed: Boolean(params.q) || Object.keys(ranges).length > 0 };
  }

  async function loadForStaff(caller: Caller, userIdQuery: string | undefined): Promise<OpenApplication> {
    if (userIdQuery === undefined) throw new Invalid('userIdRequired');
    return mayStaffRead(caller, await load(userIdQuery));
  }

  /** Another branch's application, or a case not assigned to this lawyer, answers exactly as a missing one. */
  function mayStaffRead(caller: Caller, application: OpenApplication | undefined): OpenApplication {
    if (!application || !staffMayRead(caller, application)) throw new NotFound('applicationNotFound');
    return application;
  }

  /** The caller as the audit book records them; a farmer by the applicant's name. */
  async function actorOf(caller: Caller, application: OpenApplication | undefined, data: Fields): Promise<Actor> {
    const farmerName =
      typeof data.applicantName === 'string' ? data.applicantName : (application?.applicantName ?? null);
    return {
      userId: caller.userId,
      role: caller.role,
      name: isFarmer(caller.role) ? farmerName : caller.name,
      branchIfsc: await organisation.ifscOf(caller.branchId),
    };
  }

  /**
   * The branch a submitted application belongs to: the one the farmer chose, which must serve their PIN
   * code (422 otherwise); without a choice, the first serving it. None serving it: unrouted, for the admin
   * to route (docs/requirements.md#r10-branch-choice).
   */
  async function branchFor(data: Fields): Promise<string | null> {
    const serving = await organisation.branchesServing(pinOfApplication(data));
    const chosen = typeof data.branchIfsc === 'string' && data.branchIfsc !== '' ? data.branchIfsc : undefined;
    if (!chosen) return serving[0]?.id ?? null;
    const branch = serving.find((candidate) => candidate.ifsc === chosen);
    if (!branch) {
      throw new Unusable('chosenBranchNotServingPin', {
        issues: [{ path: 'branchIfsc', message: VALIDATION_MESSAGES.choose(FIELD_LABELS.branchIfsc).en }],
      });
    }
    return branch.id;
  }

  /**
   * Read, plan, then write only if the application is still at the version read (the database decides):
   * with If-Match a lost race is a 409; without, the plan is made again on the newer application. A write
   * that changes nothing is not made. Each write appends its event in the same transaction.
   */
  async function write(
    owner: { userId: string; phone?: string },
    caller: Caller,
    expectedVersion: number | undefined,
    plan: (current: OpenApplication | undefined, now: Date) => PlannedWrite | Promise<PlannedWrite>,
  ): Promise<{ application: OpenApplication; created: boolean }> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const current = await load(owner.userId);
      const now = clock();
      // Who may do what comes first: a stale If-Match tells nothing to someone who may not see the application.
      const planned = await plan(current, now);
      const submitted = planned.status !== STATUS_AFTER_DRAFT;
      if (planned.branchId === undefined && !current?.branchId && submitted && isFarmer(caller.role)) {
        planned.branchId = await branchFor(planned.data);
      }
      if (expectedVersion !== undefined && current?.version !== expectedVersion) throw stale();
      const data = asStoredJson(planned.data);
      const changedFields = changedFieldNames(current, { data, bankDetails: planned.bankDetails });
      const placement = {
        branchId: planned.branchId === undefined ? (current?.branchId ?? null) : planned.branchId,
        assignedLawyerId:
          planned.assignedLawyerId === undefined ? (current?.assignedLawyerId ?? null) : planned.assignedLawyerId,
      };
      const unchanged =
        current !== undefined &&
        changedFields.length === 0 &&
        current.status === planned.status &&
        current.branchId === placement.branchId &&
        current.assignedLawyerId === placement.assignedLawyerId &&
        isDeepStrictEqual(current.workflow, planned.workflow);
      if (unchanged) return { application: current, created: false };
      const attach = await documents.checkReferences(caller, owner.userId, current?.data, data);

      const phone = current?.phoneNumber ?? owner.phone!;
      const times = {
        createdAt: current?.createdAt ?? now,
        updatedAt: now,
        statusSince: current?.status === planned.status ? current.statusSince : now,
      };
      const values = { ...rowValues(owner.userId, phone, data, planned, times), ...placement };
      const actor = await actorOf(caller, current, data);
      const changes = auditedChanges(current, { data, bankDetails: planned.bankDetails, ...placement }, changedFields);
      const event = {
        actorUserId: actor.userId,
        actorRole: actor.role,
        actorName: actor.name,
        actorBranch: actor.branchIfsc,
        action: planned.event.action,
        changedFields: changes.map((change) => change.field),
        changes,
        fromStatus: current?.status ?? null,
        toStatus: planned.status,
        remarks: planned.event.remarks ?? null,
        details: planned.event.details ?? null,
        at: now,
      };
      const sealAnswer = (row: ApplicationRow) => sealOwnerAnswer({ ...row, data }, cipher);
      const row = current
        ? await repository.updateAtVersion(current.id, current.version, values, event, sealAnswer)
        : await repository.insert(values, event, sealAnswer);
      if (row) {
        await documents.settleReferences(owner.userId, data, attach);
        if (row.status !== current?.status) {
          const from = current?.status ?? null;
          await statusChanges.announce({
            applicationId: row.id,
            ownerUserId: owner.userId,
            version: row.version,
            from,
            to: row.status,
            at: now,
          });
        }
        return { application: { ...row, data }, created: !current };
      }
      if (expectedVersion !== undefined) throw stale();
    }
    throw stale();
  }

  function rowValues(
    userId: string,
    phone: string,
    data: Fields,
    planned: PlannedWrite,
    times: Pick<ApplicationValues, 'createdAt' | 'updatedAt' | 'statusSince'>,
  ): ApplicationValues {
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      userId,
      phoneNumber: phone,
      status: planned.status,
      applicantName: text(data.applicantName),
      address: text(data.address),
      loanAmount: typeof data.loanAmount === 'number' ? data.loanAmount : null,
      business: text(data.business),
      key: applicationKey(text(data.applicantName), phone) ?? null,
      data: sealSensitiveNumbers(data, userId, cipher),
      bankDetails: planned.bankDetails,
      workflow: planned.workflow,
      ...times,
    };
  }

  /** The farmer's body as the new application: server-held fields refused, lawyer-only slots kept. */
  function farmerPlan(
    caller: Caller,
    body: KccApplicationData,
    rawBody: unknown,
    current: OpenApplication | undefined,
    status: ApplicationStatus,
    action: HistoryAction,
  ): PlannedWrite {
    const changed = changedServerFields(rawBody, current, caller);
    if (changed.length > 0) {
      throw new Forbidden('serverHeldFields', {
        text: serverHeldFieldsMessage(changed),
        issues: changed.map((path) => ({ path, message: serverHeldFieldsMessage([path]).en })),
      });
    }
    // The farmer's form does not hold the lawyer's slots: they stay as the lawyer left them.
    const heldDocuments = (current?.data.documents ?? {}) as Fields;
    const documents: Fields = { ...body.documents };
    for (const slot of LAWYER_ONLY_SLOTS) {
      delete documents[slot];
      if (heldDocuments[slot] !== undefined) documents[slot] = heldDocuments[slot];
    }
    const data: Fields = { ...body };
    if (body.documents !== undefined || Object.keys(documents).length > 0) data.documents = documents;
    return {
      data,
      status,
      bankDetails: current?.bankDetails ?? null,
      workflow: current?.workflow ?? {},
      event: { action },
    };
  }

  function refuseUnlessFarmerMayEdit(current: OpenApplication | undefined) {
    if (current && !isEditableByFarmer(current.status)) {
      throw new Conflict('applicationLocked', { text: applicationLockedMessage(statusLabel(current.status)) });
    }
  }

  const answer = (application: OpenApplication, caller: Caller) => applicationAnswer(application, caller.role);

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
          throw new Invalid('lawyerNotOnPanel', { issues: [{ path: 'lawyerId', message: message.en }] });
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
    /** GET /loan/kcc-application: the farmer's own, or (staff) the one userId names. */
    async read(caller: Caller, userIdQuery: string | undefined): Promise<KccApplication> {
      const application = isFarmer(caller.role)
        ? await loadOwn(caller, userIdQuery)
        : await loadForStaff(caller, userIdQuery);
      return answer(application, caller);
    },

    /**
     * GET /loan/application: the farmer's own, found with their session (one round trip), answered with the
     * answer kept for it; built from the application when none of the current format is kept.
     */
    async readOwnPrefetched(
      caller: Caller,
      userIdQuery: string | undefined,
      prefetched: PrefetchedOwnApplication | null,
    ): Promise<AnswerBody> {
      if (userIdQuery !== undefined) throw new Forbidden('ownApplicationOnly');
      if (!prefetched) throw new NotFound('noApplicationYet');
      return (
        openOwnerAnswer(prefetched, caller.userId, cipher) ??
        answerBody(answer(await loadOwn(caller, undefined), caller))
      );
    },

    /**
     * PUT /loan/save-draft: creates or replaces the farmer's unsubmitted application, checked leniently. Once
     * submitted, the application stays with the bank as submitted until the farmer updates it (PUT), so a
     * draft is refused (409) rather than re-opening it; a draft that changes nothing is not written.
     */
    async saveDraft(caller: Caller, body: KccApplicationData, rawBody: unknown, expectedVersion?: number) {
      const { application } = await write(caller, caller, expectedVersion, (current) => {
        refuseUnlessFarmerMayEdit(current);
        const planned = farmerPlan(caller, body, rawBody, current, STATUS_AFTER_DRAFT, 'draftSaved');
        const changesData =
          !current ||
          changedFieldNames(current, { data: asStoredJson(planned.data), bankDetails: current.bankDetails }).length > 0;
        if (!changesData) return { ...planned, status: current.status };
        if (!canSubmitAsNew(current?.status)) throw new Conflict('submittedKeepsUntilUpdate');
        return planned;
      });
      return answer(application, caller);
    },

    /** POST /loan/application: a new application, or the submission of the farmer's unsubmitted draft. */
    async submit(caller: Caller, body: KccApplicationData, rawBody: unknown, expectedVersion?: number) {
      const { application, created } = await write(caller, caller, expectedVersion, (current) => {
        if (current && !canSubmitAsNew(current.status)) throw new Conflict('applicationExists');
        return farmerPlan(caller, body, rawBody, current, 'farmerSubmitted', 'submitted');
      });
      return { application: answer(application, caller), created };
    },

    /** PUT /loan/application: the farmer's changes while the application waits for a lawyer. */
    async update(caller: Caller, body: KccApplicationData, rawBody: unknown, expectedVersion?: number) {
      const { application } = await write(caller, caller, expectedVersion, (current) => {
        if (!current) throw new NotFound('noApplicationYet');
        refuseUnlessFarmerMayEdit(current);
        const action = current.status === 'formFill' ? 'submitted' : 'updated';
        return farmerPlan(caller, body, rawBody, current, statusAfterSubmission(current.status), action);
      });
      return answer(application, caller);
    },

    /**
     * PATCH /loan/application?userId=…: the lawyer's land, crops, land information and legal documents
     * (while under legal review), or the banker's bank details and any application field. The body's
     * schema depends on the role; a field outside it is refused, naming it. Fields sent replace the stored
     * ones (a blank clears); bank details merge field by field, with the defaults of docs/requirements.md#r9-bank-defaults for empty ones.
     */
    async patch(caller: Caller, userId: string, rawBody: unknown, expectedVersion?: number) {
      const sent = presentKeys(rawBody);
      const isLawyer = caller.role === 'lawyer';
      const bankersOnly = isLawyer
        ? sent.filter(
            (field) => !LAWYER_PATCH_FIELDS.includes(field as never) && BANKER_PATCH_FIELDS.includes(field as never),
          )
        : [];
      if (bankersOnly.length > 0) {
        throw new Forbidden('bankerOnlyFields', {
          text: bankerOnlyFieldsMessage(bankersOnly),
          issues: bankersOnly.map((path) => ({ path, message: bankerOnlyFieldsMessage([path]).en })),
        });
      }
      const changes: Fields = isLawyer
        ? parseRequestPart(lawyerPatchSchema, rawBody)
        : parseRequestPart(bankerPatchSchema, rawBody);
      const { application } = await write({ userId }, caller, expectedVersion, (current) => {
        const application = mayStaffRead(caller, current);
        if (isLawyer && application.status !== 'lawyer') throw new Conflict('notUnderLegalReview');
        if (isDecisionLocked(application.status)) throw new Conflict('applicationDecided');
        const data: Fields = { ...application.data };
        let bankDetails = application.bankDetails;
        for (const field of sent) {
          if (field === 'bankDetails') {
            bankDetails = mergeBankDetails(application.bankDetails, changes.bankDetails as Fields, rawBody);
            refuseInconsistentBankDetails(bankDetails, application.data);
          } else if (field === 'documents' && isLawyer) {
            const sentDocuments = pickSent(changes.documents, (rawBody as Fields).documents);
            data.documents = { ...(application.data.documents as Fields), ...sentDocuments };
          } else {
            data[field] = changes[field];
          }
        }
        refuseActionOnlyChanges(application.bankDetails, bankDetails);
        const onlyBankDetails = sent.every((field) => field === 'bankDetails');
        const action = isLawyer ? 'landDetailsUpdated' : onlyBankDetails ? 'bankDetailsUpdated' : 'applicationEdited';
        return { data, status: application.status, bankDetails, workflow: application.workflow, event: { action } };
      });
      return answer(application, caller);
    },

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
            throw new Invalid('disbursementOverSanction', { issues: [{ path: 'amount', message: message.en }] });
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

    /**
     * GET /loan/application/history: for staff (?userId=…) every change with who made it; for the farmer
     * (no userId) when their application's status changed, without staff identities or remarks.
     */
    async history(
      caller: Caller,
      userIdQuery: string | undefined,
    ): Promise<ApplicationHistoryEntry[] | StatusTimelineEntry[]> {
      if (isFarmer(caller.role)) {
        const own = await loadOwn(caller, userIdQuery);
        const events = await repository.events(own.id);
        return events
          .filter((event) => event.toStatus !== null && event.toStatus !== event.fromStatus)
          .map(timelineEntry);
      }
      const application = await loadForStaff(caller, userIdQuery);
      return (await repository.events(application.id)).map(historyEntry);
    },

    /**
     * GET /sheet/kcc-applications: one page of a banker tab or lawyer category (newest first) and the
     * count of every tab, searched by name, phone or ID. A banker sees only their branch's applications, a
     * lawyer only those assigned to them, in the two lawyer categories; every count is theirs alone.
     */
    async list(caller: Caller, params: ApplicationListParams): Promise<ApplicationListPage> {
      const isLawyer = caller.role === 'lawyer';
      const { filter, visible, narrowed } = listFilterOf(caller, params);
      const whose = { branchId: filter.branchId, lawyerId: filter.lawyerId };
      const offset = (params.page - 1) * params.pageSize;
      // The banker's branch keeps its totals (badges and amounts at once); a lawyer's few cases are counted,
      // as is whatever a search or filter narrowed.
      const kept = isLawyer ? undefined : repository.keptTotals({ branchId: whose.branchId });
      const [rows, { counts: byGroup }, branch] = await Promise.all([
        repository.listPage(filter, params, params.pageSize, offset),
        narrowed || isLawyer ? repository.countMatches({ ...filter, groups: visible }) : kept!,
        kept,
      ]);
      const amounts = isLawyer ? undefined : branch?.amounts;
      const sum = (groups: readonly StatusGroupId[]) =>
        groups.reduce((total, group) => total + (byGroup[group] ?? 0), 0);
      const counts: Record<string, number> = isLawyer
        ? { incoming: sum(LAWYER_CATEGORY_GROUPS.incoming), completed: sum(LAWYER_CATEGORY_GROUPS.completed) }
        : Object.fromEntries(STATUS_GROUPS.map((group) => [group.id, byGroup[group.id] ?? 0]));
      counts.all = sum(visible ?? STATUS_GROUPS.map((group) => group.id));
      const now = clock();
      return {
        data: rows.map((row) => listItem(row, now)),
        page: params.page,
        pageSize: params.pageSize,
        total: filter.groups === undefined ? counts.all : sum(filter.groups),
        counts,
        ...(amounts ? { amounts } : {}),
        serviceLevelDays,
      };
    },

    /**
     * Every row of a dashboard list, filtered and ordered as its pages are, in batches of `batchSize` read one
     * after another (keyset paging): the caller writes each batch out before the next is read. The same
     * need-to-know as the pages.
     */
    async *exportRows(caller: Caller, params: ApplicationListFilterParams, batchSize = 1000) {
      const { filter } = listFilterOf(caller, params);
      let last: ApplicationListRow | undefined;
      for (;;) {
        const rows = await repository.listAfter(filter, params, last, batchSize);
        const now = clock();
        yield rows.map((row) => exportLine(row, now, cipher));
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    /** The admin's queue: submitted applications no branch serves (newest first, at most 200). */
    async unrouted() {
      const now = clock();
      return (await repository.unrouted(200)).map((row) => listItem(row, now));
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

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The top-level fields a body carries (validated bodies are objects; anything else has none). */
function presentKeys(body: unknown): string[] {
  return typeof body === 'object' && body !== null ? Object.keys(body) : [];
}

/** The parsed values of the fields the raw group carried (a blank sent clears the field). */
function pickSent(parsed: unknown, rawGroup: unknown): Fields {
  const values = (parsed ?? {}) as Fields;
  return Object.fromEntries(presentKeys(rawGroup).map((key) => [key, values[key]]));
}

/** Bank details sent merged over the saved ones, then as the form holds them: defaults filled (docs/requirements.md#r5-bank-details, docs/requirements.md#r3-defaults). */
function mergeBankDetails(saved: BankDetailsForm | null, parsed: Fields, rawBody: unknown): BankDetailsForm {
  return normalizeBankDetailsForForm({ ...saved, ...pickSent(parsed, (rawBody as Fields).bankDetails) });
}

/** The bank's figures must agree with one another and with the limit the land supports (contract rule). */
function refuseInconsistentBankDetails(bankDetails: BankDetailsForm, data: Fields) {
  const issues = bankDetailsIssues(bankDetails, eligibleKccLimit(data));
  if (issues.length > 0) {
    throw new Invalid('validationFailed', {
      text: issues[0]!.message,
      issues: issues.map((issue) => ({ path: `bankDetails.${issue.field}`, message: issue.message.en })),
    });
  }
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

function historyEntry(event: ApplicationEventRow): ApplicationHistoryEntry {
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    actorUserId: event.actorUserId,
    actorRole: event.actorRole,
    actorName: event.actorName,
    actorBranch: event.actorBranch,
    changedFields: event.changedFields,
    changes: event.changes ?? [],
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    ...(event.remarks ? { remarks: event.remarks } : {}),
    ...(event.details as Partial<ApplicationHistoryEntry> | null),
  };
}

function timelineEntry(event: ApplicationEventRow): StatusTimelineEntry {
  return { at: event.at.toISOString(), action: event.action, fromStatus: event.fromStatus, status: event.toStatus! };
}
