// Where role app releases are published: a folder (served by nginx or the API server as a CDN would be)
// or an S3-compatible bucket (s3://bucket/prefix, with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
// and optionally S3_REGION in the environment). Keys are '/'-separated paths inside the store.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} ReleaseStore
 * @property {string} location
 * @property {(key: string) => Promise<Buffer | undefined>} read
 * @property {(key: string, body: Buffer | string, contentType: string) => Promise<void>} write
 *   replaces the key whole: a reader sees the old content or the new, never part of it
 */

/** @returns {ReleaseStore} */
export function openReleaseStore(location) {
  if (!location)
    throw new Error('Say where releases are kept: --to/--store <folder or s3://bucket/prefix>, or RELEASE_STORE');
  return location.startsWith('s3://') ? s3Store(location) : folderStore(path.resolve(location));
}

function folderStore(root) {
  const fileOf = (key) => path.join(root, ...key.split('/'));
  return {
    location: root,
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over: rename is atomic, so a server reading live.json never sees half.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
  };
}

function s3Store(location) {
  const { hostname: bucket, pathname } = new URL(location);
  const prefix = pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = process.env.S3_ENDPOINT;
  if (!endpoint) throw new Error(`${location}: set S3_ENDPOINT (and S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`);
  const clientPromise = import('aws4fetch').then(
    ({ AwsClient }) =>
      new AwsClient({
        accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
        region: process.env.S3_REGION ?? 'us-east-1',
        service: 's3',
      }),
  );
  const urlOf = (key) =>
    `${endpoint.replace(/\/+$/, '')}/${bucket}/${[prefix, key].filter(Boolean).join('/').split('/').map(encodeURIComponent).join('/')}`;
  return {
    location,
    async read(key) {
      const response = await (await clientPromise).fetch(urlOf(key));
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${location}: reading ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    // One PUT replaces an object whole.
    async write(key, body, contentType) {
      const response = await (
        await clientPromise
      ).fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`${location}: writing ${key} answered ${response.status}`);
    },
  };
}

export function contentTypeOf(file) {
  const types = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.html': 'text/html',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.txt': 'text/plain',
  };
  return types[path.extname(file)] ?? 'application/octet-stream';
}
