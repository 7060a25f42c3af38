import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { describeFileStorageContract } from './fileStorageContract';
import { createS3FileStorage, S3RequestError, type S3FileStorageOptions } from './s3FileStorage';

// s3rver: an S3-compatible server in this process, on a free loopback port, storing in a temp folder.
// It accepts the signature header without checking a SigV4 signature, so signing itself is aws4fetch's word.
const BUCKET = 'kcc-documents';
let server: S3rver;
let directory: string;
let options: S3FileStorageOptions;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-south-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describeFileStorageContract('S3-compatible storage', () => createS3FileStorage(options));

describe('S3-compatible storage', () => {
  it('fails with S3’s error, rather than answering "absent", when the bucket does not exist', async () => {
    const storage = createS3FileStorage({ ...options, bucket: 'no-such-bucket' });
    const failure = storage.get('some-key');
    await expect(failure).rejects.toBeInstanceOf(S3RequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(storage.put('some-key', Buffer.from('x'))).rejects.toMatchObject({ code: 'NoSuchBucket' });
  });
});
