import type { ApiErrorBody } from '@kisan-credit/shared-api/contract/http';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { MESSAGES, type MessageKey } from '../domain/messages';

/** A field at fault and why, in no language yet: the answer words it in the language the request asks for. */
export interface FieldIssue {
  path: string;
  message: Message;
}

export interface ApiErrorOptions {
  headers?: Record<string, string>;
  /** A text more specific than the catalogue's for this code (one naming a status or fields). */
  text?: Message;
  issues?: FieldIssue[];
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
    super(translate(options.text ?? MESSAGES[key], 'en'));
    this.headers = options.headers ?? {};
  }

  toBody(language: Language): ApiErrorBody {
    return errorBody(this.key, language, this.options);
  }
}

export function errorBody(
  key: MessageKey | 'VALIDATION',
  language: Language,
  { text, issues }: Pick<ApiErrorOptions, 'text' | 'issues'> = {},
): ApiErrorBody {
  const error = translate(text ?? MESSAGES[key === 'VALIDATION' ? 'validationFailed' : key], language);
  return {
    error,
    code: key,
    ...(issues ? { issues: issues.map(({ path, message }) => ({ path, message: translate(message, language) })) } : {}),
  };
}
