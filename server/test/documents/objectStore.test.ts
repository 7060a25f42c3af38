import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { farmerPhone, signedInAccount } from '../support/accounts';
import { buildTestApp } from '../support/testApp';
import { useTestDatabase } from '../support/testDatabases';
import { download, textPdf, uploadedUrl } from '../support/uploads';

/** FILE_STORAGE=s3: the same uploads and downloads, kept in an S3-compatible store (s3rver, in this process). */
describe('documents in an S3-compatible object store', () => {
  const testDatabase = useTestDatabase('pglite');
  const bucket = 'kcc-documents';
  let directory: string;
  let server: S3rver;
  let app: FastifyInstance;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    ({ app } = await buildTestApp({
      database: testDatabase.database,
      env: {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const storedObjects = () =>
    fs
      .readdirSync(path.join(directory, bucket), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));

  it('stores the document encrypted in the bucket and gives it back whole', async () => {
    const farmer = await signedInAccount(app, 'user', farmerPhone(1));
    const pdf = textPdf('Passbook A/c No 31234567890');
    const url = await uploadedUrl(app, farmer, 'passbook', pdf);

    const answer = await download(app, farmer, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    const objects = storedObjects();
    expect(objects).toHaveLength(1);
    expect(objects[0]!.includes(Buffer.from('31234567890'))).toBe(false);
  });
});
