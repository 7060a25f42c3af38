import { generateDocument, makePerson } from '../../test-documents';
import { farmerPhone } from '../support/accounts';
import {
  callServer,
  newSharedSecrets,
  signInThrough,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess';
import { createPostgresDatabase, describeOnPostgres } from '../support/testDatabases';

jest.setTimeout(90_000);

/**
 * Documents are read by whichever process runs extraction: an API process with EXTRACTION_WORKERS=0 queues
 * the job in PostgreSQL, and a separate document worker (npm run worker) picks it up, even one started later.
 */
describeOnPostgres('a separate document worker process', () => {
  let database: { url: string; drop(): Promise<void> };
  let api: ServerProcess | undefined;
  let worker: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await Promise.all([api?.kill(), worker?.kill()]);
    await database?.drop();
  });

  it('reads what the API queued, once it is started', async () => {
    const secrets = newSharedSecrets();
    api = await startServerProcess({ database, secrets, env: { EXTRACTION_WORKERS: '0' } });
    const { token } = await signInThrough(api, farmerPhone(1));
    const pan = await generateDocument(makePerson(21), 'pan', 'clean');
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(pan.bytes)], { type: pan.mime }), pan.fileName);
    const uploaded = await fetch(`${api.url}/api/file/upload?doctype=pan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const suggestions = () => callServer(api!, 'GET', '/api/file/suggestions', { token });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await suggestions()).json).toMatchObject({ processing: true, suggestions: { panNumbers: [] } });

    worker = await startServerProcess({ database, secrets, entry: 'worker', env: { EXTRACTION_WORKERS: '1' } });
    let answer = (await suggestions()).json;
    for (let waited = 0; answer.processing && waited < 60_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = (await suggestions()).json;
    }
    expect(answer.processing).toBe(false);
    expect(answer.suggestions.panNumbers[0]).toMatchObject({ value: pan.truth.panNumbers, source: 'pan' });
  });
});
