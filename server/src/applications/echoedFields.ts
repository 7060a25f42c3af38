import { isDeepStrictEqual } from 'node:util';
import { ECHOED_SERVER_FIELDS } from '@kisan-credit/shared-api/contract/application';
import { applicationKey } from '@kisan-credit/shared-api/contract/calculations/key';
import { FARMER_DOCUMENT_SLOTS, LAWYER_DOCUMENT_SLOTS, optionValues } from '@kisan-credit/shared-api/contract/options';
import type { OpenApplication } from './applicationView';

/** The lawyer's slots the farmer's form does not have (khasra and khatauni copies are both sides'). */
export const LAWYER_ONLY_SLOTS = optionValues(LAWYER_DOCUMENT_SLOTS).filter(
  (slot) => !(optionValues(FARMER_DOCUMENT_SLOTS) as string[]).includes(slot),
);

export interface Owner {
  userId: string;
  phone: string;
}

type Body = Record<string, unknown>;

const absent = (value: unknown) => value === undefined || value === null;
const blank = (value: unknown) => absent(value) || value === '';

/**
 * The server-held fields a farmer's body tries to change. The spec's form sends back the application it
 * loaded, server-held fields included, so the same value is accepted (and not used); any other value is
 * named here and refused by the caller, never applied.
 */
export function changedServerFields(body: unknown, current: OpenApplication | undefined, owner: Owner): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const sent = body as Body;
  const held: Record<(typeof ECHOED_SERVER_FIELDS)[number], (value: unknown) => boolean> = {
    _id: (value) => value === current?.id,
    userId: (value) => value === owner.userId,
    status: (value) => value === current?.status,
    phoneNumber: (value) => value === owner.phone,
    createdAt: (value) => typeof value === 'string' && Date.parse(value) === current?.createdAt.getTime(),
    // The key the server keeps, or the one it will work out from this body (as the spec's form does).
    key: (value) =>
      value === current?.key || value === applicationKey(stringOrUndefined(sent.applicantName), owner.phone),
    bankDetails: (value) => isDeepStrictEqual(value, current?.bankDetails ?? {}),
  };
  const changed: string[] = ECHOED_SERVER_FIELDS.filter((field) => !absent(sent[field]) && !held[field](sent[field]));

  const sentDocuments = sent.documents;
  if (typeof sentDocuments === 'object' && sentDocuments !== null) {
    const heldDocuments = (current?.data.documents ?? {}) as Body;
    for (const slot of LAWYER_ONLY_SLOTS) {
      const value = (sentDocuments as Body)[slot];
      // The farmer's form has no such slot: leaving it out keeps the lawyer's document.
      if (value === undefined) continue;
      const same = value === heldDocuments[slot] || (blank(value) && blank(heldDocuments[slot]));
      if (!same) changed.push(`documents.${slot}`);
    }
  }
  return changed;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
