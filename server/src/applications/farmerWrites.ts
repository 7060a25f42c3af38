import type { KccApplicationData } from '@kisan-credit/shared-api/contract/application';
import {
  applicationLockedMessage,
  serverHeldFieldsMessage,
} from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { isEditableByFarmer, statusLabel, type ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import {
  canSubmitAsNew,
  statusAfterSubmission,
  STATUS_AFTER_DRAFT,
  type HistoryAction,
} from '@kisan-credit/shared-api/contract/workflow';
import { Conflict, Forbidden, NotFound } from '../domain/errors';
import type { Caller } from '../organisation/actor';
import { answer, type ApplicationStore, type Fields, type PlannedWrite } from './applicationStore';
import type { OpenApplication } from './applicationView';
import { asStoredJson, changedFieldNames } from './changedFields';
import { changedServerFields, LAWYER_ONLY_SLOTS } from './echoedFields';

/** The farmer's writes: saving a draft, submitting, and updating while the application waits for a lawyer. */
export function createFarmerWrites({ store }: { store: ApplicationStore }) {
  const { write } = store;

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
        issues: changed.map((path) => ({ path, message: serverHeldFieldsMessage([path]) })),
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

  return {
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
  };
}
