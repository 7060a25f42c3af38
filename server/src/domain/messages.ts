import '../texts';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { DOCUMENT_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/documentApi';
import { OPERATIONS_MESSAGES } from '@kisan-credit/shared-api/contract/messages/operations';
import { ORGANISATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/organisation';
import { SERVER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/server';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

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
