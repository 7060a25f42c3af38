import { isDeepStrictEqual } from 'node:util';
import {
  BANKER_PATCH_FIELDS,
  bankerPatchSchema,
  LAWYER_PATCH_FIELDS,
  lawyerPatchSchema,
} from '@kisan-credit/shared-api/contract/application';
import { normalizeBankDetailsForForm, type BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import { bankDetailsIssues } from '@kisan-credit/shared-api/contract/bankDetailsChecks';
import { eligibleKccLimit } from '@kisan-credit/shared-api/contract/calculations/kccLimit';
import { bankerOnlyFieldsMessage } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { ACTION_ONLY_BANK_DETAILS, isDecisionLocked } from '@kisan-credit/shared-api/contract/workflow';
import { Conflict, Forbidden, Invalid } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { parseRequestPart } from '../http/requestValidation';
import type { Caller } from '../organisation/actor';
import { answer, type ApplicationStore, type Fields } from './applicationStore';

/** The staff's changes to an application's fields: the lawyer's land records, the banker's bank details and edits. */
export function createStaffChanges({ store }: { store: ApplicationStore }) {
  const { write, mayStaffRead } = store;
  return {
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
          issues: bankersOnly.map((path) => ({ path, message: bankerOnlyFieldsMessage([path]) })),
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
  };
}

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
    issues: changed.map((field) => ({ path: `bankDetails.${field}`, message })),
  });
}

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
      issues: issues.map((issue) => ({ path: `bankDetails.${issue.field}`, message: issue.message })),
    });
  }
}
