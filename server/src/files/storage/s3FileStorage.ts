import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './fileStorage';
import { s3ObjectUrl, type S3Location } from './s3ObjectUrl';
import { assertValidStorageKey } from './storageKey';

export interface S3FileStorageOptions extends S3Location {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type ObjectRequest = { headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> };

const REQUEST_TIMEOUT_MS = 60_000;
// aws4fetch retries 5xx and 429 answers with backoff; its default of 10 would hold a request for too long.
const RETRIES = 3;

/** Documents in any S3-compatible store, with requests signed by SigV4 (aws4fetch) over the built-in fetch. */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const { region, accessKeyId, secretAccessKey } = options;
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: RETRIES });

  const send = (method: 'PUT' | 'GET' | 'DELETE', key: string, init: ObjectRequest = {}) => {
    assertValidStorageKey(key);
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    return client.fetch(s3ObjectUrl(options, key), { method, ...init, signal });
  };

  return {
    async put(key, body) {
      const response = await send('PUT', key, {
        body: new Uint8Array(body), // a copy typed as fetch wants it (a Buffer may sit on a shared pool)
        headers: {
          'content-type': 'application/octet-stream',
          // A signed payload hash (instead of UNSIGNED-PAYLOAD) makes the store refuse a body altered in transit.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw await s3Error('PUT', key, response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await s3Error('GET', key, response);
      if (error.code === 'NoSuchKey') return undefined;
      throw error;
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const error = await s3Error('DELETE', key, response);
      // AWS answers 204 for a missing object; some compatible stores answer NoSuchKey.
      if (error.code !== 'NoSuchKey') throw error;
    },
  };
}

export class S3RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** S3's error code, e.g. NoSuchBucket, AccessDenied, SignatureDoesNotMatch */
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'S3RequestError';
  }
}

async function s3Error(method: string, key: string, response: Response): Promise<S3RequestError> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  const message = `S3 ${method} of ${key} failed: ${response.status} ${code ?? ''}`.trim();
  return new S3RequestError(message, response.status, code);
}
