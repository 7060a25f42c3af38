import { FARMER_DOCUMENT_SLOTS, LAWYER_DOCUMENT_SLOTS, optionValues, type DocumentSlot } from 'shared-api/contract/options';
import type { Role } from 'shared-api/contract/roles';
import type { StoredFileType } from '../files/fileType';

/** POST /loan/upload: a guarantor's Aadhaar or photo, kept in no slot of its own. */
export const GUARANTOR_SLOT = 'guarantor';
export type UploadSlot = DocumentSlot | typeof GUARANTOR_SLOT;

const FARMER_SLOTS: readonly string[] = optionValues(FARMER_DOCUMENT_SLOTS);
const LAWYER_SLOTS: readonly string[] = optionValues(LAWYER_DOCUMENT_SLOTS);

export const isDocumentSlot = (slot: string): slot is DocumentSlot => FARMER_SLOTS.includes(slot) || LAWYER_SLOTS.includes(slot);

/**
 * Which slots each role fills (spec §6): the farmer their seven and guarantor documents, the lawyer the
 * four legal ones, the banker any (a banker may change the whole application).
 */
export function mayUploadTo(role: Role, slot: UploadSlot): boolean {
  if (role === 'banker') return true;
  if (role === 'lawyer') return LAWYER_SLOTS.includes(slot);
  return slot === GUARANTOR_SLOT || FARMER_SLOTS.includes(slot);
}

/** The applicant's photograph is an image (spec §9: jpg, jpeg, png); every other slot also takes a PDF. */
export function slotAccepts(slot: UploadSlot, type: StoredFileType): boolean {
  return slot !== 'applicantPhoto' || type.kind !== 'pdf';
}
