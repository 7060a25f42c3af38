import { isDeepStrictEqual } from 'node:util';
import type { BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import { applicationKey } from '@kisan-credit/shared-api/contract/calculations/key';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import { pinOfApplication } from '@kisan-credit/shared-api/contract/pinCode';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import {
  STATUS_AFTER_DRAFT,
  type FieldChange,
  type HistoryAction,
  type WorkflowRecord,
} from '@kisan-credit/shared-api/contract/workflow';
import type { Clock } from '../clock';
import type { FieldCipher } from '../crypto/fieldCipher';
import type { Db } from '../db/connect';
import type { ApplicationRow } from '../db/schema';
import { Conflict, Forbidden, Invalid, NotFound, Unusable } from '../domain/errors';
import type { StatusChanges } from '../notifications/statusChanges';
import type { Actor, Caller } from '../organisation/actor';
import type { OrganisationService } from '../organisation/organisationService';
import { isFarmer, staffMayRead } from './access';
import { createApplicationRepository, type ApplicationValues } from './applicationRepository';
import { applicationAnswer, type OpenApplication } from './applicationView';
import { asStoredJson, changedFieldNames } from './changedFields';
import { sealOwnerAnswer } from './ownerAnswer';
import { maskSensitiveNumbers, openSensitiveNumbers, sealSensitiveNumbers } from './sensitiveNumbers';

/** The document files an application names (src/documents/documentService.ts). */
export interface DocumentReferences {
  /** Refuses urls of files that are not this application's or the caller's; answers the caller's to attach. */
  checkReferences(caller: Caller, ownerUserId: string, before: Fields | undefined, after: Fields): Promise<string[]>;
  settleReferences(ownerUserId: string, data: Fields, attach: readonly string[]): Promise<void>;
}

export interface ApplicationStoreOptions {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  documents: DocumentReferences;
  organisation: OrganisationService;
  statusChanges: StatusChanges;
}

export type Fields = Record<string, unknown>;

/** What one write leaves behind: the whole new content, the status, and how the history names it. */
export interface PlannedWrite {
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

/** An application as the caller's role may see it. */
export const answer = (application: OpenApplication, caller: Caller) => applicationAnswer(application, caller.role);

/**
 * Loading an application for a caller and writing it back: the one place a write is checked against the
 * version read, recorded in the history and announced. Every job on applications (farmer writes, staff
 * changes, workflow, dashboards) goes through it; it holds no state, so any number of server processes
 * behave as one.
 */
export function createApplicationStore({
  db,
  clock,
  cipher,
  documents,
  organisation,
  statusChanges,
}: ApplicationStoreOptions) {
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
        issues: [{ path: 'branchIfsc', message: VALIDATION_MESSAGES.choose(FIELD_LABELS.branchIfsc) }],
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
      const row = await repository.write(current, values, event, sealAnswer);
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
            workflow: row.workflow,
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

  return { repository, load, loadOwn, loadForStaff, mayStaffRead, write };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
