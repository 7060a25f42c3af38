import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * What the application, dashboard and contact calls answer when they refuse. Keys are the error answer's
 * `code`. Texts that name a status, an action or fields are built by the functions below and keep the key
 * of their general text.
 */
export const APPLICATION_API_MESSAGES = {
  noApplicationYet: message('applicationApi:noApplicationYet'),
  applicationNotFound: message('applicationApi:applicationNotFound'),
  applicationExists: message('applicationApi:applicationExists'),
  submittedKeepsUntilUpdate: message('applicationApi:submittedKeepsUntilUpdate'),
  applicationLocked: message('applicationApi:applicationLocked'),
  notUnderLegalReview: message('applicationApi:notUnderLegalReview'),
  notYetForLegalReview: message('applicationApi:notYetForLegalReview'),
  staleApplication: message('applicationApi:staleApplication'),
  invalidIfMatch: message('applicationApi:invalidIfMatch'),
  ownApplicationOnly: message('applicationApi:ownApplicationOnly'),
  userIdRequired: message('applicationApi:userIdRequired'),
  invalidUserId: message('applicationApi:invalidUserId'),
  bankerOnlyFields: message('applicationApi:bankerOnlyFields'),
  serverHeldFields: message('applicationApi:serverHeldFields'),
  groupNotForRole: message('applicationApi:groupNotForRole'),
  actionNotForRole: message('applicationApi:actionNotForRole'),
  actionNotNow: message('applicationApi:actionNotNow'),
  notYetSanctioned: message('applicationApi:notYetSanctioned'),
  disbursementOverSanction: message('applicationApi:disbursementOverSanction'),
  tooManyInquiries: message('applicationApi:tooManyInquiries'),
  inquiryReceived: message('applicationApi:inquiryReceived'),
} as const satisfies Record<string, Message>;

/** 403 naming the server-held fields a body tried to change. */
export function serverHeldFieldsMessage(fields: readonly string[]): Message {
  return message('applicationApi:serverHeldFields', { fields: fields.join(', ') });
}

/** 403 when a lawyer's save holds fields only the bank may change (bank details, personal data...). */
export function bankerOnlyFieldsMessage(fields: readonly string[]): Message {
  return message('applicationApi:bankerOnlyFields', { fields: fields.join(', ') });
}

/** 409 when a workflow action does not fit the application's status. */
export function actionNotNowMessage(action: Message, status: Message): Message {
  return message('applicationApi:actionNotNow', { action, status });
}

/** 403 when another role takes a workflow action. */
export function actionNotForRoleMessage(action: Message, role: Message): Message {
  return message('applicationApi:actionNotForRole', { action, role });
}

/** 409 when the farmer's application is past the stage where the farmer may change it. */
export function applicationLockedMessage(status: Message): Message {
  return message('applicationApi:applicationLocked', { status });
}
