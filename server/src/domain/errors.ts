import { translate, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { MESSAGES, type MessageKey } from './messages';

export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unusable'
  | 'tooMany'
  | 'upstreamFailed';

export interface DomainErrorOptions {
  /** A text more specific than the catalogue's for this key (one naming a status, an amount or fields). */
  text?: Message;
  /** The fields at fault, each with its message. */
  issues?: { path: string; message: Message }[];
}

/**
 * A refusal the user should see, worded by a catalogue key. Services throw one of the kinds below; the HTTP
 * layer (http/errorHandler.ts) alone decides which status code each kind answers with.
 */
export abstract class DomainError extends Error {
  /** Which kind of refusal this is; the HTTP layer maps each kind to a status code. */
  abstract readonly kind: DomainErrorKind;
  constructor(
    readonly key: MessageKey,
    readonly options: DomainErrorOptions = {},
  ) {
    super(translate(options.text ?? MESSAGES[key], 'en'));
  }
}

/** What was sent cannot be accepted as it stands (a missing or wrong value). */
export class Invalid extends DomainError {
  override name = 'Invalid';
  readonly kind = 'invalid';
}

/** The caller may not do this, whatever they send. */
export class Forbidden extends DomainError {
  override name = 'Forbidden';
  readonly kind = 'forbidden';
}

/** There is no such thing (or the caller may not know it exists). */
export class NotFound extends DomainError {
  override name = 'NotFound';
  readonly kind = 'notFound';
}

/** Not in the state it is in now: already taken, locked, decided, changed by someone else. */
export class Conflict extends DomainError {
  override name = 'Conflict';
  readonly kind = 'conflict';
}

/** A file larger than allowed. */
export class TooLarge extends DomainError {
  override name = 'TooLarge';
  readonly kind = 'tooLarge';
}

/** A file of a kind this place does not take. */
export class UnsupportedType extends DomainError {
  override name = 'UnsupportedType';
  readonly kind = 'unsupportedType';
}

/** Well formed, but unusable: a damaged file, a branch that does not serve the PIN code. */
export class Unusable extends DomainError {
  override name = 'Unusable';
  readonly kind = 'unusable';
}

/** Too many attempts for now; the caller may try again after `retryAfterSeconds`. */
export class TooMany extends DomainError {
  override name = 'TooMany';
  readonly kind = 'tooMany';
  constructor(
    key: MessageKey,
    readonly retryAfterSeconds?: number,
    options: DomainErrorOptions = {},
  ) {
    super(key, options);
  }
}

/** A service the platform relies on (the SMS gateway) failed. */
export class UpstreamFailed extends DomainError {
  override name = 'UpstreamFailed';
  readonly kind = 'upstreamFailed';
}
