import type { ApiErrorBody } from 'shared-api/contract/http';
import type { Message } from 'shared-api/contract/messages/catalogue';
import { MESSAGES, type MessageKey } from '../domain/messages';

export interface ApiErrorOptions {
  headers?: Record<string, string>;
  /** A text more specific than the catalogue's for this code (one naming a status or fields). */
  text?: Message;
  issues?: ApiErrorBody['issues'];
}

/** An error the user should see: an HTTP status and a catalogue message, sent as an ApiErrorBody. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly headers: Record<string, string>;
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    private readonly options: ApiErrorOptions = {},
  ) {
    super((options.text ?? MESSAGES[key]).en);
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody {
    const { text, issues } = this.options;
    if (!text) return errorBody(this.key, issues);
    return { error: text.en, code: this.key, errorHi: text.hi, ...(issues ? { issues } : {}) };
  }
}

export function errorBody(key: MessageKey, issues?: ApiErrorBody['issues']): ApiErrorBody {
  const message = MESSAGES[key];
  return { error: message.en, code: key, errorHi: message.hi, ...(issues ? { issues } : {}) };
}
