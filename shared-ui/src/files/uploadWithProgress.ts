import type { RequestFailure } from './privateFile';

export interface RawRequest {
  method: string;
  href: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | Blob | string;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One request by XMLHttpRequest (fetch cannot report upload progress): resolves with the JSON answer of a
 * 2xx, rejects with a RequestFailure (the status and answer, or FETCH_ERROR when the network failed) or an
 * AbortError.
 */
export function sendWithProgress({ method, href, headers, body, onProgress, signal }: RawRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, href);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      let data: unknown;
      try {
        data = request.responseText === '' ? undefined : JSON.parse(request.responseText);
      } catch {
        data = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(data);
      else reject({ status: request.status, data } satisfies RequestFailure);
    };
    request.onerror = () =>
      reject({ status: 'FETCH_ERROR', error: 'The network failed while sending the file' } satisfies RequestFailure);
    request.ontimeout = request.onerror;
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body ?? null);
  });
}
