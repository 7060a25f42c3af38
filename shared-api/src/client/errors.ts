import { isApiErrorBody } from '@kisan-credit/shared-api/contract/http';

/**
 * The text the server put in its error answer, in the reader's language (`{error}`, docs/requirements.md#r8-errors), from whatever an RTK Query hook or
 * `unwrap()` rejected with; undefined when the server said nothing readable (network down, HTML 502...).
 */
export function serverErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (!isApiErrorBody(data) || data.error.trim() === '') return undefined;
  return data.error;
}

/** The server's text, else the screen's own fallback ('Failed to send OTP', 'Update failed'...). */
export function errorTextOr(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}

/**
 * The server's text, else the failure's own message: for the spec's "followed by the server error or
 * message" cases ('Error fetching application: ' + this).
 */
export function errorMessageOf(error: unknown): string {
  const fromServer = serverErrorText(error);
  if (fromServer !== undefined) return fromServer;
  if (typeof error === 'object' && error !== null) {
    if ('error' in error && typeof error.error === 'string') return error.error;
    if ('message' in error && typeof error.message === 'string') return error.message;
    if ('status' in error) return `Request failed (${String(error.status)})`;
  }
  return String(error);
}

/** HTTP status of an RTK Query error, when there was an answer at all. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The `code` of the server's error answer (`staleApplication`, `applicationLocked`...), when there is one. */
export function serverErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return isApiErrorBody(data) ? data.code : undefined;
}

/**
 * 409 staleApplication: someone changed the application after it was loaded (the write sent an older
 * If-Match version). The screen shows `serverErrorText` and offers to load the latest.
 */
export function isStaleApplication(error: unknown): boolean {
  return errorStatus(error) === 409 && serverErrorCode(error) === 'staleApplication';
}
