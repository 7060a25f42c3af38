import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHUNK_CONTENT_TYPE, RESUMABLE_UPLOAD } from '@kisan-credit/shared-api/contract/resumableUpload';
import { farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { queryRows } from '../support/sql';
import { buildTestApp, HOUR, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';
import { bearer } from '../support/signIn';
import { download, paddedPdf, pictureOf, textPdf, uploadDocument } from '../support/uploads';

const MAX_BYTES = 600_000;
const CHUNK = RESUMABLE_UPLOAD.chunkBytes;

const largePdf = (bytes: number) => paddedPdf('Khatauni khata 00316 resumable', bytes);

describe.each(testDatabases())('resumable uploads, on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;
  let filesDir: string;
  let farmer: Account;
  let otherFarmer: Account;
  let lawyer: Account;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-resumable-test-'));
    ({ app, clock } = await buildTestApp({
      database: testDatabase.database,
      // The scheduled sweep every second, so that a test can see it run.
      env: { FILES_DIR: filesDir, UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_SWEEP_SECONDS: '1', LOG_LEVEL: 'error' },
    }));
  }, 30_000);
  afterAll(() => app.close());

  beforeEach(async () => {
    for (const name of storedObjects()) fs.rmSync(path.join(filesDir, name));
    [farmer, otherFarmer, lawyer] = await Promise.all([
      signedInAccount(app, 'user', farmerPhone(1)),
      signedInAccount(app, 'user', farmerPhone(2)),
      signedInAccount(app, 'lawyer', '9000000002'),
    ]);
  });

  const storedObjects = () =>
    fs.existsSync(filesDir) ? fs.readdirSync(filesDir).filter((name) => !name.startsWith('.')) : [];
  const partObjects = () => storedObjects().filter((name) => name.startsWith('upload-'));
  const count = async (table: 'document_files' | 'upload_sessions') =>
    Number(
      (
        await queryRows<{ n: number | string }>(testDatabase.database, sql.raw(`select count(*) as n from ${table}`))
      )[0]!.n,
    );

  const open = (as: Account | null, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/file/upload-sessions',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(as ? bearer(as.token) : {}) },
    });
  const status = (as: Account | null, id: string) =>
    app.inject({ method: 'GET', url: `/api/file/upload-sessions/${id}`, headers: as ? bearer(as.token) : {} });
  const send = (as: Account | null, id: string, offset: number | string, chunk: Buffer) =>
    app.inject({
      method: 'PATCH',
      url: `/api/file/upload-sessions/${id}?offset=${offset}`,
      payload: chunk,
      headers: { 'content-type': CHUNK_CONTENT_TYPE, ...(as ? bearer(as.token) : {}) },
    });

  async function opened(as: Account, target: unknown, size: number, fileName = 'khatauni.pdf'): Promise<string> {
    const response = await open(as, { target, size, fileName });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ offset: 0, size });
    return response.json().id as string;
  }

  /** Sends every chunk from `from`, answering the last answer. */
  async function sendAll(as: Account, id: string, bytes: Buffer, from = 0) {
    let answer;
    for (let offset = from; offset < bytes.length; offset += CHUNK) {
      answer = await send(as, id, offset, bytes.subarray(offset, offset + CHUNK));
      expect(answer.statusCode).toBe(200);
    }
    return answer!;
  }

  it('stores a file sent in chunks as the same document a single upload makes, and forgets the parts', async () => {
    const pdf = largePdf(300_000);
    const id = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    const last = await sendAll(farmer, id, pdf);
    const url = last.json().url as string;
    expect(url).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);
    expect(last.json().offset).toBe(pdf.length);

    const answer = await download(app, farmer, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('filename="khatauni.pdf"');
    expect(partObjects()).toEqual([]);
    expect(await count('document_files')).toBe(1);
    // The chunks were stored encrypted like documents: no plain PDF lies in the store.
    for (const name of storedObjects()) {
      expect(fs.readFileSync(path.join(filesDir, name)).includes(Buffer.from('%PDF'))).toBe(false);
    }
  });

  it('tells the offset it holds after a drop, takes the file on from there, and makes the document once', async () => {
    const pdf = largePdf(3 * CHUNK + 1_000);
    const id = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    expect((await send(farmer, id, 0, pdf.subarray(0, CHUNK))).json().offset).toBe(CHUNK);

    // The answer to the second chunk was lost: the browser asks where to go on from.
    await send(farmer, id, CHUNK, pdf.subarray(CHUNK, 2 * CHUNK));
    const held = await status(farmer, id);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ offset: 2 * CHUNK, size: pdf.length });
    expect(held.json().url).toBeUndefined();

    // The same chunk sent again is refused (409), not appended twice.
    const again = await send(farmer, id, CHUNK, pdf.subarray(CHUNK, 2 * CHUNK));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('uploadOffsetMismatch');

    const last = await sendAll(farmer, id, pdf, 2 * CHUNK);
    const url = last.json().url as string;
    // The last answer lost too: asking again, or sending the end again, answers the same document.
    expect((await status(farmer, id)).json().url).toBe(url);
    const repeated = await send(farmer, id, pdf.length, Buffer.alloc(0));
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().url).toBe(url);
    expect(await count('document_files')).toBe(1);
    expect((await download(app, farmer, url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('counts one of two requests racing with the same chunk', async () => {
    const pdf = largePdf(2 * CHUNK);
    const id = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    const answers = await Promise.all([1, 2, 3].map(() => send(farmer, id, 0, pdf.subarray(0, CHUNK))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await status(farmer, id)).json().offset).toBe(CHUNK);
    expect(partObjects()).toHaveLength(1);
    const url = (await sendAll(farmer, id, pdf, CHUNK)).json().url as string;
    expect((await download(app, farmer, url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('applies the single upload’s checks when the file is whole: a refused file leaves nothing behind', async () => {
    const notADocument = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(CHUNK + 10, 0x41)]);
    const id = await opened(farmer, { doctype: 'khatauniCopy' }, notADocument.length, 'tool.exe');
    expect((await send(farmer, id, 0, notADocument.subarray(0, CHUNK))).statusCode).toBe(200);
    const last = await send(farmer, id, CHUNK, notADocument.subarray(CHUNK));
    expect(last.statusCode).toBe(415);
    expect(last.json().code).toBe('unsupportedDocumentType');
    expect((await status(farmer, id)).statusCode).toBe(404);
    expect(storedObjects()).toEqual([]);
    expect(await count('document_files')).toBe(0);

    // A PDF into a slot that takes photographs only.
    const pdf = textPdf('not a photo');
    const photo = await opened(farmer, { doctype: 'applicantPhoto' }, pdf.length);
    const refused = await send(farmer, photo, 0, pdf);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('photoMustBeImage');
  });

  it('fills a guarantor’s slot as POST /loan/upload does', async () => {
    const png = await pictureOf('guarantor');
    const id = await opened(farmer, { guarantor: 1, document: 'photoDoc' }, png.length, 'g.png');
    const url = (await send(farmer, id, 0, png)).json().url as string;
    const [row] = await queryRows<{ slot: string }>(
      testDatabase.database,
      sql`select slot from document_files where id = ${url.split('/').pop()}`,
    );
    expect(row!.slot).toBe('guarantor1.photoDoc');
  });

  it('refuses bad sessions with a clear status and never a 500', async () => {
    const pdf = largePdf(CHUNK + 100);
    // No token.
    expect((await open(null, { target: { doctype: 'khatauniCopy' }, size: 10 })).statusCode).toBe(401);
    // Unknown slots, a slot not the caller's, a guarantor out of range.
    expect((await open(farmer, { target: { doctype: 'nonsense' }, size: 10 })).json().code).toBe('unknownDocType');
    expect((await open(farmer, { target: { guarantor: 99, document: 'photoDoc' }, size: 10 })).statusCode).toBe(400);
    const lawyersSlot = await open(farmer, { target: { doctype: 'searchReport' }, size: 10 });
    expect([403, 400]).toContain(lawyersSlot.statusCode);
    const notForLawyer = await open(lawyer, { target: { doctype: 'aadharCopy' }, size: 10 });
    expect(notForLawyer.statusCode).toBe(403);
    // Sizes: over the limit, none, negative, not a number.
    const tooLarge = await open(farmer, { target: { doctype: 'khatauniCopy' }, size: MAX_BYTES + 1 });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('documentTooLarge');
    for (const size of [0, -5, 'big', 1.5, undefined]) {
      expect((await open(farmer, { target: { doctype: 'khatauniCopy' }, size })).statusCode).toBe(400);
    }
    // NUL in a name or a slot.
    expect((await open(farmer, { target: { doctype: 'pan\u0000' }, size: 10 })).statusCode).toBe(400);
    expect((await open(farmer, { target: { doctype: 'pan' }, size: 10, fileName: 'a\u0000.pdf' })).statusCode).toBe(
      400,
    );

    const id = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    // Forged, malformed and someone else's session: the same 404.
    const forged = await status(farmer, '5f0c3c1e-8a51-4c53-9f8e-0d3b6d2c7a11');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('uploadSessionNotFound');
    // An id that is no session id at all is refused as a malformed request.
    expect((await status(farmer, 'not-a-session')).statusCode).toBe(400);
    expect((await send(farmer, '../../etc', 0, pdf.subarray(0, 10))).statusCode).toBeLessThan(500);
    const nul = await status(farmer, `${id}%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBeDefined();
    expect((await status(otherFarmer, id)).statusCode).toBe(404);
    expect((await send(otherFarmer, id, 0, pdf.subarray(0, 10))).statusCode).toBe(404);
    expect((await status(null, id)).statusCode).toBe(401);
    expect((await send(null, id, 0, pdf.subarray(0, 10))).statusCode).toBe(401);
    // Offsets: ahead, negative, not a number.
    expect((await send(farmer, id, 50, pdf.subarray(50, 60))).statusCode).toBe(409);
    for (const offset of ['-1', 'abc', '1.5', '']) {
      expect((await send(farmer, id, offset, pdf.subarray(0, 10))).statusCode).toBe(400);
    }
    // A chunk over the chunk size, bytes past the announced size, another body type.
    const huge = await send(farmer, id, 0, Buffer.alloc(CHUNK + 1));
    expect(huge.statusCode).toBe(413);
    const json = await app.inject({
      method: 'PATCH',
      url: `/api/file/upload-sessions/${id}?offset=0`,
      payload: '{"a":1}',
      headers: { 'content-type': 'application/json', ...bearer(farmer.token) },
    });
    expect(json.statusCode).toBeLessThan(500);
    expect((await send(farmer, id, 0, pdf.subarray(0, CHUNK))).statusCode).toBe(200);
    const beyond = await send(farmer, id, CHUNK, Buffer.alloc(200));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('uploadSizeInvalid');
    // None of it changed what is held, and the upload still completes whole.
    expect((await status(farmer, id)).json().offset).toBe(CHUNK);
    const url = (await send(farmer, id, CHUNK, pdf.subarray(CHUNK))).json().url as string;
    expect((await download(app, farmer, url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('ends an unfinished upload when a new file is chosen for the slot, and deletes expired sessions with their parts', async () => {
    const pdf = largePdf(2 * CHUNK);
    const first = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    await send(farmer, first, 0, pdf.subarray(0, CHUNK));
    const second = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    expect((await status(farmer, first)).statusCode).toBe(404);
    expect(partObjects()).toEqual([]);

    await send(farmer, second, 0, pdf.subarray(0, CHUNK));
    expect(partObjects()).toHaveLength(1);
    clock.advance(RESUMABLE_UPLOAD.lifetimeMs + HOUR);
    farmer = await signedInAccount(app, 'user', farmerPhone(1));
    otherFarmer = await signedInAccount(app, 'user', farmerPhone(2));
    const expired = await send(farmer, second, CHUNK, pdf.subarray(CHUNK));
    expect(expired.statusCode).toBe(404);
    // Anyone's next session sweeps it away.
    await opened(otherFarmer, { doctype: 'pan' }, 10);
    expect(partObjects()).toEqual([]);
    expect(await count('upload_sessions')).toBe(1);
  });

  it('deletes an abandoned upload and its parts on a timer, with no new upload to sweep it', async () => {
    const pdf = largePdf(2 * CHUNK);
    const id = await opened(farmer, { doctype: 'khatauniCopy' }, pdf.length);
    await send(farmer, id, 0, pdf.subarray(0, CHUNK));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Not yet expired: the sweep leaves it.
    expect(partObjects()).toHaveLength(1);

    clock.advance(RESUMABLE_UPLOAD.lifetimeMs + HOUR);
    // Within a few of the sweep's one-second rounds.
    for (let waited = 0; waited < 10_000 && partObjects().length > 0; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(partObjects()).toEqual([]);
    expect(await count('upload_sessions')).toBe(0);
  });

  it('bounds the unfinished sessions one person may hold (429)', async () => {
    for (let i = 0; i < RESUMABLE_UPLOAD.maxOpenPerUser; i += 1) await opened(farmer, { guarantor: 'any' }, 10);
    const refused = await open(farmer, { target: { guarantor: 'any' }, size: 10 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyOpenUploads');
  });

  it('keeps the single-request upload as it was', async () => {
    const response = await uploadDocument(app, farmer, 'khatauniCopy', { bytes: textPdf('single'), fileName: 'a.pdf' });
    expect(response.statusCode).toBe(201);
  });
});
