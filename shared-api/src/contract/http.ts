/**
 * Every failed call answers with this body; `error` is the text the user sees (docs/requirements.md#r8-errors), in
 * the language the request's Accept-Language asks for.
 */
export interface ApiErrorBody {
  error: string;
  /** Stable machine-readable code, also the key of the server's message for it. */
  code: string;
  /** For 400s: every failing field path with its message. */
  issues?: { path: string; message: string }[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string';
}
