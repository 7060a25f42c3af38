import { APPLICATION_API_MESSAGES } from 'shared-api/contract/messages/applicationApi';
import { AUTH_MESSAGES } from 'shared-api/contract/messages/auth';
import { DOCUMENT_API_MESSAGES } from 'shared-api/contract/messages/documentApi';
import type { Message } from 'shared-api/contract/messages/catalogue';
import { OPERATIONS_MESSAGES } from 'shared-api/contract/messages/operations';
import { ORGANISATION_MESSAGES } from 'shared-api/contract/messages/organisation';
import { SERVER_MESSAGES } from 'shared-api/contract/messages/server';
import { hindiForValidationMessage } from 'shared-api/contract/messages/validation';

/** Every text the server may answer with, by key; the key is the error answer's `code`. */
export const MESSAGES = {
  ...AUTH_MESSAGES,
  ...SERVER_MESSAGES,
  ...APPLICATION_API_MESSAGES,
  ...DOCUMENT_API_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...ORGANISATION_MESSAGES,
} satisfies Record<string, Message>;
export type MessageKey = keyof typeof MESSAGES;

const byEnglish = new Map<string, Message>(Object.values(MESSAGES).map((message) => [message.en, message]));

/** The Hindi for an English text the catalogues know (zod schemas carry only the English). */
export function hindiFor(english: string): string | undefined {
  return byEnglish.get(english)?.hi ?? hindiForValidationMessage(english);
}
