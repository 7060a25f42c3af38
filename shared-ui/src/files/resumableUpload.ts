import {
  CHUNK_CONTENT_TYPE,
  RESUMABLE_UPLOAD,
  UPLOAD_SESSIONS_PATH,
  uploadSessionPath,
  type UploadSessionAnswer,
  type UploadTarget,
} from '@kisan-credit/shared-api/contract/resumableUpload';
import type { ApiAccess } from './apiAccess';
import { authorizationFor, resolveFileUrl, type RequestFailure } from './privateFile';
import { isRetryableUploadFailure } from './uploadRetry';
import { sendWithProgress } from './uploadWithProgress';

/** Where a browser keeps the session of an unfinished upload, so a reloaded page goes on with it. */
export interface UploadSessionMemory {
  get(key: string): string | undefined;
  set(key: string, sessionId: string): void;
  forget(key: string): void;
}

export interface ResumableUploadRequest {
  target: UploadTarget;
  file: Blob;
  fileName: string;
  access: ApiAccess;
  /** The share of the file the server holds, 0 to 1 (within a chunk, as it is sent). */
  onProgress?: (fraction: number) => void;
  /** A request failed on the network or the server was busy: the next try is in `delayMs`. */
  onRetry?: (info: { delayMs: number; fraction: number; failures: number }) => void;
  /** The server answered again after a failure (or the page found an earlier session): going on from `fraction`. */
  onResumed?: (fraction: number) => void;
  /** Remembers the session across page loads; without it a reload starts over. */
  memory?: UploadSessionMemory;
  signal?: AbortSignal;
  /** Tests shorten the waits. */
  retryDelaysMs?: readonly number[];
}

const status = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as RequestFailure).status : undefined;
const code = (error: unknown) => {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
};

function wait(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * The key an unfinished upload is remembered by: the slot and a SHA-256 of the exact bytes, so only the same
 * file chosen again (after a reload) goes on with the session. Undefined where the page cannot hash
 * (crypto.subtle needs a secure origin): the upload then still resumes after drops, just not after a reload.
 */
export async function memoryKeyOf(target: UploadTarget, file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  try {
    const digest = new Uint8Array(await subtle.digest('SHA-256', await file.arrayBuffer()));
    const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `kcc-upload:${JSON.stringify(target)}:${file.size}:${hex}`;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file through a resumable upload session (docs/design.md#resumable-uploads) and resolves with the
 * stored document's `{url}`, as the single-request upload answers. Each chunk that fails on the network or
 * on a busy server is tried again after a growing wait; before going on, the browser asks the server how much
 * it holds, so a chunk whose answer was lost is not sent twice and nothing already sent is sent again. A
 * refusal (400, 403, 413, 415…) ends the upload; a session that expired starts over once.
 */
export async function uploadResumable({
  target,
  file,
  fileName,
  access,
  onProgress,
  onRetry,
  onResumed,
  memory,
  signal,
  retryDelaysMs = RESUMABLE_UPLOAD.retryDelaysMs,
}: ResumableUploadRequest): Promise<{ url: string }> {
  const call = (
    method: string,
    path: string,
    {
      json,
      chunk,
      onSent,
    }: { json?: unknown; chunk?: Uint8Array<ArrayBuffer>; onSent?: (fraction: number) => void } = {},
  ) => {
    const { href, onApi } = resolveFileUrl(`${access.apiBaseUrl}${path}`, access.apiBaseUrl);
    const headers: Record<string, string> = authorizationFor(onApi, access);
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (chunk) headers['content-type'] = CHUNK_CONTENT_TYPE;
    const body = json !== undefined ? JSON.stringify(json) : chunk;
    return sendWithProgress({
      method,
      href,
      headers,
      body,
      onProgress: onSent,
      signal,
    }) as Promise<UploadSessionAnswer>;
  };
  const create = () => call('POST', UPLOAD_SESSIONS_PATH, { json: { target, size: file.size, fileName } });

  const key = memory ? await memoryKeyOf(target, file) : undefined;
  const remember = (session: UploadSessionAnswer) => key && memory?.set(key, session.id);
  const forget = () => key && memory?.forget(key);

  let session: UploadSessionAnswer | undefined;
  /** After a failure the next step is to ask the server what it holds. */
  let resync = false;
  /** The connection dropped (or the page was reloaded) since the server last answered. */
  let dropped = false;
  let failures = 0;
  let restarted = false;

  const rememberedId = key ? memory?.get(key) : undefined;
  if (rememberedId) {
    // The same file chosen again after a reload: go on with its session from what the server holds.
    session = { id: rememberedId, offset: 0, size: file.size, expiresAt: '' };
    resync = true;
    dropped = true;
  }

  for (;;) {
    try {
      const held = session?.offset ?? -1;
      if (!session) {
        session = await create();
        remember(session);
      } else if (resync) {
        session = await call('GET', uploadSessionPath(session.id));
      } else {
        const from = session.offset;
        // As bytes: the one body every XMLHttpRequest sends as is (a Blob of another realm is sent as text).
        const chunk = new Uint8Array(
          await file.slice(from, Math.min(file.size, from + RESUMABLE_UPLOAD.chunkBytes)).arrayBuffer(),
        );
        session = await call('PATCH', `${uploadSessionPath(session.id)}?offset=${from}`, {
          chunk,
          onSent: (sent) => onProgress?.((from + sent * chunk.length) / file.size),
        });
      }
      if (dropped && session.offset > 0 && !session.url) onResumed?.(session.offset / file.size);
      dropped = false;
      // The wait grows while nothing gets through, and starts again once the server holds more.
      if (session.offset > held) failures = 0;
      resync = false;
      onProgress?.(session.offset / file.size);
      if (session.url) {
        forget();
        return { url: session.url };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      const answered = status(error);
      if (answered === 404 && session && !restarted) {
        // The session expired or was ended (another file chosen for the slot elsewhere): start over, once.
        forget();
        session = undefined;
        restarted = true;
        continue;
      }
      const outOfStep = answered === 409 && session !== undefined;
      if (!outOfStep && !isRetryableUploadFailure(error)) {
        forget();
        throw error;
      }
      failures += 1;
      if (failures > RESUMABLE_UPLOAD.maxRetries) throw error;
      resync = session !== undefined;
      // Out of step (a chunk whose answer was lost): ask at once; saving the whole file: give it a moment.
      const delayMs =
        outOfStep && code(error) !== 'uploadCompleting'
          ? 0
          : retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)]!;
      if (!outOfStep) {
        dropped = true;
        onRetry?.({ delayMs, fraction: (session?.offset ?? 0) / file.size, failures });
      }
      await wait(delayMs, signal);
    }
  }
}

/** Remembers unfinished uploads in localStorage (nothing when storage is unavailable, as in private mode). */
export const localUploadMemory: UploadSessionMemory = {
  get: (key) => {
    try {
      return localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: (key, sessionId) => {
    try {
      localStorage.setItem(key, sessionId);
    } catch {
      // A full or disabled storage only costs the resume after a reload.
    }
  },
  forget: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
