import { MAX_ITEMS } from '@kisan-credit/shared-api/contract/limits';
import {
  FARMER_DOCUMENT_SLOTS,
  GUARANTOR_DOCUMENT_SLOTS,
  LAWYER_DOCUMENT_SLOTS,
  optionValues,
  slotTakesPdf,
  type DocumentSlot,
  type GuarantorDocumentSlot,
} from '@kisan-credit/shared-api/contract/options';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import type { StoredFileType } from '../files/fileType';

/** POST /loan/upload without naming the guarantor and document: a file that replaces no other. */
export const GUARANTOR_SLOT = 'guarantor';
/** POST /loan/upload?guarantor=2&document=photoDoc: one guarantor's one document, e.g. `guarantor2.photoDoc`. */
export type GuarantorUploadSlot = `guarantor${number}.${GuarantorDocumentSlot}`;
export type UploadSlot = DocumentSlot | typeof GUARANTOR_SLOT | GuarantorUploadSlot;

const GUARANTOR_DOCUMENTS: readonly string[] = optionValues(GUARANTOR_DOCUMENT_SLOTS);

/**
 * The slot of a guarantor's upload: each guarantor's Aadhaar and photo have their own, so uploading one
 * never replaces the other (or another guarantor's). Undefined when the query names no valid one.
 */
export function guarantorUploadSlot(guarantor: number, document: string): GuarantorUploadSlot | undefined {
  if (!Number.isInteger(guarantor) || guarantor < 1 || guarantor > MAX_ITEMS.guarantors) return undefined;
  if (!GUARANTOR_DOCUMENTS.includes(document)) return undefined;
  return `guarantor${guarantor}.${document as GuarantorDocumentSlot}`;
}

const isGuarantorSlot = (slot: UploadSlot) => slot === GUARANTOR_SLOT || /^guarantor\d+\./.test(slot);

/** Whether a new upload to this slot supersedes the uploader's earlier file there. */
export const replacesEarlierUpload = (slot: UploadSlot) => slot !== GUARANTOR_SLOT;

const FARMER_SLOTS: readonly string[] = optionValues(FARMER_DOCUMENT_SLOTS);
const LAWYER_SLOTS: readonly string[] = optionValues(LAWYER_DOCUMENT_SLOTS);

export const isDocumentSlot = (slot: string): slot is DocumentSlot =>
  FARMER_SLOTS.includes(slot) || LAWYER_SLOTS.includes(slot);

/**
 * Which slots each role fills (docs/requirements.md#r6-roles): the farmer their seven and guarantor documents, the lawyer the
 * four legal ones, the banker any (a banker may change the whole application).
 */
export function mayUploadTo(role: Role, slot: UploadSlot): boolean {
  if (role === 'banker') return true;
  if (role === 'lawyer') return LAWYER_SLOTS.includes(slot);
  return isGuarantorSlot(slot) || FARMER_SLOTS.includes(slot);
}

/** Whether the slot takes this file: a PDF only where the contract's slot accepts one (not the photographs). */
export function slotAccepts(slot: UploadSlot, type: StoredFileType): boolean {
  const document = slot.split('.').pop()!; // `guarantor2.photoDoc` is a photoDoc
  return type.kind !== 'pdf' || slotTakesPdf(document);
}
