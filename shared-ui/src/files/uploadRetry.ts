import type { RequestFailure } from './privateFile';

/** Waits before each new try of an upload that dropped: a weak signal often comes back within seconds. */
export const UPLOAD_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;

/**
 * Whether sending the same file again may succeed: the network failed, or the server was busy or down
 * (408, 429, 5xx). A refusal (400, 403, 413…) would only be refused again. Sending again is safe: an upload
 * replaces its slot's file.
 */
export function isRetryableUploadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as RequestFailure;
  return status === 'FETCH_ERROR' || status === 408 || status === 429 || (typeof status === 'number' && status >= 500);
}
