import type { ApiErrorBody } from 'shared-api/contract/http';
import { MESSAGES, type MessageKey } from './messages';

/** An error the user should see: an HTTP status and a catalogue message, sent as an ApiErrorBody. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly headers: Record<string, string> = {},
  ) {
    super(MESSAGES[key].en);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.key);
  }
}

export function errorBody(key: MessageKey, issues?: ApiErrorBody['issues']): ApiErrorBody {
  const message = MESSAGES[key];
  return { error: message.en, code: key, errorHi: message.hi, ...(issues ? { issues } : {}) };
}
