import { authorizationFor, resolveFileUrl, type RequestFailure } from './privateFile';
import type { ApiAccess } from './apiAccess';

export interface UploadRequest {
  /** Under the API base, e.g. '/file/upload?doctype=pan'. */
  path: string;
  file: Blob;
  fileName: string;
  access: ApiAccess;
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file in the multipart field `document` (docs/requirements.md#r7-calls) and resolves with the JSON answer. Uses
 * XMLHttpRequest because fetch cannot report upload progress, which a farmer on a slow network needs to
 * see. The multipart body is encoded by the platform (Response) and sent as bytes: one encoding for every
 * environment, at the cost of holding one copy of the file (at most 10 MB) in memory.
 */
export async function uploadWithProgress({
  path,
  file,
  fileName,
  access,
  onProgress,
  signal,
}: UploadRequest): Promise<unknown> {
  const form = new FormData();
  form.append('document', file, fileName);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const body = new Uint8Array(await encoded.arrayBuffer());
  const { href, onApi } = resolveFileUrl(`${access.apiBaseUrl}${path}`, access.apiBaseUrl);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', href);
    request.setRequestHeader('content-type', contentType);
    for (const [name, value] of Object.entries(authorizationFor(onApi, access))) request.setRequestHeader(name, value);
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
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(data);
      } else {
        reject({ status: request.status, data } satisfies RequestFailure);
      }
    };
    request.onerror = () =>
      reject({ status: 'FETCH_ERROR', error: 'The network failed while sending the file' } satisfies RequestFailure);
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
