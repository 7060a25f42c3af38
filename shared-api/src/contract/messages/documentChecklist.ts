import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FarmerDocumentSlot } from '@kisan-credit/shared-api/contract/options';

/**
 * What to have ready before starting (docs/requirements.md#r10-before-you-start): which documents the bank
 * needs, which are optional, and what each is used for. Information only: no submission rule depends on it.
 */
export const DOCUMENT_CHECKLIST: Readonly<Record<FarmerDocumentSlot, { needed: boolean; usedFor: Message }>> = {
  aadharCopy: {
    needed: true,
    usedFor: message('documentChecklist:documentChecklist.aadharCopy.usedFor'),
  },
  pan: {
    needed: false,
    usedFor: message('documentChecklist:documentChecklist.pan.usedFor'),
  },
  electionCard: {
    needed: false,
    usedFor: message('documentChecklist:documentChecklist.electionCard.usedFor'),
  },
  applicantPhoto: {
    needed: true,
    usedFor: message('documentChecklist:documentChecklist.applicantPhoto.usedFor'),
  },
  khasraCopy: {
    needed: true,
    usedFor: message('documentChecklist:documentChecklist.khasraCopy.usedFor'),
  },
  khatauniCopy: {
    needed: true,
    usedFor: message('documentChecklist:documentChecklist.khatauniCopy.usedFor'),
  },
  passbook: {
    needed: true,
    usedFor: message('documentChecklist:documentChecklist.passbook.usedFor'),
  },
};

export const DOCUMENT_CHECKLIST_MESSAGES = {
  title: message('documentChecklist:documentChecklist.title'),
  intro: message('documentChecklist:documentChecklist.intro'),
  needed: message('documentChecklist:documentChecklist.needed'),
  optional: message('documentChecklist:documentChecklist.optional'),
} as const satisfies Record<string, Message>;
