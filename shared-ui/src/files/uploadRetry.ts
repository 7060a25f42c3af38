import type { RequestFailure } from './privateFile';

/**
 * Whether sending the same file again may succeed: the network failed, or the server was busy or down
 * (408, 429, 5xx). A refusal (400, 403, 413…) would only be refused again. Sending again is safe: a chunk is
 * taken only at the offset the server holds (docs/design.md#resumable-uploads).
 */
export function isRetryableUploadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as RequestFailure;
  return status === 'FETCH_ERROR' || status === 408 || status === 429 || (typeof status === 'number' && status >= 500);
}
