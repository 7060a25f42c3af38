import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * Texts the API server answers with that are not sign-in specific: request errors, the SMS it sends,
 * and the page shown when the apps are not built. Keys are also the `code` of the error answer.
 */
export const SERVER_MESSAGES = {
  validationFailed: message('server:validationFailed'),
  bodyMustBeObject: message('server:bodyMustBeObject'),
  fieldRequired: message('server:fieldRequired'),
  unknownField: message('server:unknownField'),
  malformedJson: message('server:malformedJson'),
  unsupportedMediaType: message('server:unsupportedMediaType'),
  bodyTooLarge: message('server:bodyTooLarge'),
  nulCharacter: message('server:nulCharacter'),
  requestTimedOut: message('server:requestTimedOut'),
  badRequest: message('server:badRequest'),
  notFound: message('server:notFound'),
  internalError: message('server:internalError'),
  /** The SMS itself; `{code}` is replaced by the six digits. */
  otpSms: message('server:otpSms'),
  appsNotBuilt: message('server:appsNotBuilt'),
} as const satisfies Record<string, Message>;
