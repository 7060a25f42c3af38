import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { parseEncryptionKeys } from '../src/config';
import { keyCensus, rotateKeys } from '../src/crypto/keyRotation';
import { createFileStorage, createPlainFileStorage } from '../src/files/storage/createFileStorage';
import { farmerPhone, signedInAccount } from './support/accounts';
import { okData } from './support/applications';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { download, textPdf, uploadedUrl } from './support/uploads';

const OLD_KEY = `1:${'11'.repeat(32)}`;
const NEW_KEY = `2:${'22'.repeat(32)}`;

/**
 * DATA_ENCRYPTION_KEY rotation: with the new key listed first, `keys rotate` seals every number, kept
 * answer and document again under it, in batches, while a server keeps running; a stopped run carries on;
 * afterwards a server that knows only the new key reads everything.
 */
describe.each(testDatabases())('key rotation on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let filesDir: string;
  const apps: FastifyInstance[] = [];
  beforeEach(() => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-rotation-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  async function server(keys: string) {
    const { app } = await buildTestApp({
      database: testDatabase.database,
      env: { DATA_ENCRYPTION_KEY: keys, FILES_DIR: filesDir },
    });
    apps.push(app);
    return app;
  }
  const storageFor = (keys: string) => {
    const config = {
      fileStorage: { kind: 'local' as const, directory: filesDir },
      dataEncryptionKeys: parseEncryptionKeys(keys),
    };
    return { encrypted: createFileStorage(config), plain: createPlainFileStorage(config) };
  };

  it('seals everything again under the new key, resumably, with a server running', async () => {
    const before = await server(OLD_KEY);
    const pdf = textPdf('Aadhaar 2345 6789 0123');
    const farmers = [];
    for (let n = 0; n < 3; n += 1) {
      const farmer = await signedInAccount(before, 'user', farmerPhone(300 + n));
      const url = await uploadedUrl(before, farmer, 'aadharCopy', pdf);
      await okData(before, 'PUT', '/api/loan/save-draft', {
        as: farmer,
        body: { ...exampleCompleteApplication(), documents: { aadharCopy: url } },
      });
      farmers.push({ farmer, url });
    }
    const storage = storageFor(`${NEW_KEY},${OLD_KEY}`);
    expect((await keyCensus(testDatabase.database.db, storage.plain)).documents).toEqual({ '1': 3 });

    // Servers restarted with the new key first; one keeps serving while the rotation runs.
    const during = await server(`${NEW_KEY},${OLD_KEY}`);
    const interrupted = await rotateKeys({
      db: testDatabase.database.db,
      keys: parseEncryptionKeys(`${NEW_KEY},${OLD_KEY}`),
      storage,
      batchSize: 1,
      maxBatches: 1,
    });
    expect(interrupted.map(({ resealed }) => resealed)).toEqual([1, 0, 1]);
    await okData(during, 'PUT', '/api/loan/save-draft', {
      as: farmers[2]!.farmer,
      body: { ...exampleCompleteApplication(), applicantName: 'Saved Meanwhile' },
    });
    const resumed = await rotateKeys({
      db: testDatabase.database.db,
      keys: parseEncryptionKeys(`${NEW_KEY},${OLD_KEY}`),
      storage,
      batchSize: 1,
    });
    // The application saved meanwhile was sealed under the new key by the server: 1 or 2 are left to do.
    expect(resumed[0]!.resealed).toBeGreaterThanOrEqual(1);
    expect(interrupted[0]!.resealed + resumed[0]!.resealed).toBeLessThanOrEqual(3);
    expect(resumed[2]!.resealed).toBe(2);

    const census = await keyCensus(testDatabase.database.db, storage.plain);
    expect(Object.keys(census.applications)).toEqual(['2']);
    expect(census.documents).toEqual({ '2': 3 });

    const after = await server(NEW_KEY);
    for (const [n, { farmer, url }] of farmers.entries()) {
      const own = await okData<Record<string, unknown>>(after, 'GET', '/api/loan/application', { as: farmer });
      expect(own).toMatchObject({
        aadharNo: exampleCompleteApplication().aadharNo,
        panNumber: 'ABCPK1234F',
        ...(n === 2 ? { applicantName: 'Saved Meanwhile' } : {}),
      });
      const document = await download(after, farmer, url);
      expect(document.statusCode).toBe(200);
      expect(document.rawPayload.equals(pdf)).toBe(true);
    }
  }, 60_000);
});
