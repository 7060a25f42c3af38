import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blankGuarantor } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, takeAction, okData } from '../support/applications';
import { pngFile } from '../support/pngFile';
import { queryRows } from '../support/sql';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';
import { bearer } from '../support/signIn';
import { download, multipartBody, pictureOf, textPdf, uploadDocument } from '../support/uploads';

const MAX_BYTES = 200_000;

describe.each(testDatabases())('document uploads and downloads, on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let filesDir: string;
  let farmer: Account;
  let otherFarmer: Account;
  let lawyer: Account;
  let banker: Account;
  let checker: Account;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-upload-test-'));
    ({ app } = await buildTestApp({
      database: testDatabase.database,
      env: { FILES_DIR: filesDir, UPLOAD_MAX_BYTES: String(MAX_BYTES), LOG_LEVEL: 'error' },
    }));
  }, 30_000);
  afterAll(() => app.close());

  beforeEach(async () => {
    for (const name of storedObjects()) fs.rmSync(path.join(filesDir, name));
    [farmer, otherFarmer, lawyer, banker] = await Promise.all([
      signedInAccount(app, 'user', farmerPhone(1)),
      signedInAccount(app, 'user', farmerPhone(2)),
      signedInAccount(app, 'lawyer', '9000000002'),
      signedInAccount(app, 'banker', '9000000001'),
    ]);
    checker = await signedInAccount(app, 'banker', '9000000003');
  });

  const storedObjects = () =>
    fs.existsSync(filesDir) ? fs.readdirSync(filesDir).filter((name) => !name.startsWith('.')) : [];
  const fileRows = async () =>
    (await queryRows<{ n: number | string }>(testDatabase.database, sql`select count(*) as n from document_files`))[0]!
      .n;

  async function uploaded(
    as: Account,
    docType: string | null,
    bytes: Buffer,
    fileName = 'document.pdf',
  ): Promise<string> {
    const response = await uploadDocument(app, as, docType, { bytes, fileName });
    expect(response.statusCode).toBe(201);
    return response.json().url as string;
  }

  it('keeps the farmer’s document private and encrypted, and gives it back whole with safe headers', async () => {
    const pdf = textPdf('Aadhaar 2345 6789 0123 private');
    const url = await uploaded(farmer, 'aadharCopy', pdf, 'my aadhaar.pdf');
    expect(url).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);

    const answer = await download(app, farmer, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('filename="my aadhaar.pdf"');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');

    const [object] = storedObjects();
    const onDisk = fs.readFileSync(path.join(filesDir, object!));
    expect(onDisk.includes(Buffer.from('2345 6789 0123'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('lets nobody else read it: no token, another farmer, a lawyer before legal review, a forged id', async () => {
    const url = await uploaded(farmer, 'khasraCopy', textPdf('Khasra 45/2'));
    const cells = {
      nobody: (await download(app, null, url)).statusCode,
      otherFarmer: (await download(app, otherFarmer, url)).statusCode,
      lawyerBeforeReview: (await download(app, lawyer, url)).statusCode,
      forged: (await download(app, farmer, '/api/file/0b6f3c1e-8a41-4c55-9d2e-6f1f8a2b7c90')).statusCode,
      notAnId: (await download(app, farmer, '/api/file/..%2F..%2Fetc%2Fpasswd')).statusCode,
    };
    expect(cells).toEqual({ nobody: 401, otherFarmer: 403, lawyerBeforeReview: 403, forged: 404, notAnId: 400 });
  });

  it('lets the branch’s banker read a farmer’s documents once the application is submitted, and the assigned lawyer once it is under legal review', async () => {
    const url = await uploaded(farmer, 'khasraCopy', textPdf('Khasra 123'));
    const application = exampleCompleteApplication();
    await okData(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: { ...application, documents: { khasraCopy: url } },
    });
    // A draft belongs to no branch yet: no banker may read it until it is submitted.
    expect((await download(app, banker, url)).statusCode).toBe(403);
    await okData(app, 'POST', '/api/loan/application', {
      as: farmer,
      body: { ...application, documents: { khasraCopy: url } },
    });
    expect((await download(app, banker, url)).statusCode).toBe(200);
    expect((await download(app, lawyer, url)).statusCode).toBe(403);
    await takeAction(app, banker, farmer, { action: 'assignLawyer', lawyerId: lawyer.userId });
    expect((await download(app, lawyer, url)).statusCode).toBe(200);
  });

  it('never gives a lawyer the farmer’s identity or bank documents, even under legal review (404)', async () => {
    const identity = {
      aadharCopy: await uploaded(farmer, 'aadharCopy', textPdf('Aadhaar 2345 6789 0123')),
      pan: await uploaded(farmer, 'pan', textPdf('PAN ABCPK1234E')),
      electionCard: await uploaded(farmer, 'electionCard', textPdf('EPIC ABC1234567')),
      applicantPhoto: await uploaded(farmer, 'applicantPhoto', await pictureOf('farmer', 'png'), 'photo.png'),
      passbook: await uploaded(farmer, 'passbook', textPdf('Account 123456789012')),
    };
    const khatauni = await uploaded(farmer, 'khatauniCopy', textPdf('Khatauni'));
    const documents = { ...identity, khatauniCopy: khatauni };
    await applicationInStatus(app, { farmer, banker, checker, lawyer }, 'lawyer', {
      ...exampleCompleteApplication(),
      documents,
    });
    const lawyerGets = Object.fromEntries(
      await Promise.all(
        Object.entries(identity).map(async ([slot, url]) => [slot, (await download(app, lawyer, url)).statusCode]),
      ),
    );
    expect(lawyerGets).toEqual({ aadharCopy: 404, pan: 404, electionCard: 404, applicantPhoto: 404, passbook: 404 });
    expect((await download(app, lawyer, khatauni)).statusCode).toBe(200);
    expect((await download(app, banker, identity.aadharCopy)).statusCode).toBe(200);
  });

  it('replaces a slot’s file on reupload, keeping the old one only while the saved application names it', async () => {
    const first = await uploaded(farmer, 'aadharCopy', textPdf('first'));
    const second = await uploaded(farmer, 'aadharCopy', textPdf('second'));
    expect((await download(app, farmer, first)).statusCode).toBe(404);
    expect(storedObjects()).toHaveLength(1);

    await okData(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: { ...exampleCompleteApplication(), documents: { aadharCopy: second } },
    });
    const third = await uploaded(farmer, 'aadharCopy', textPdf('third'));
    expect((await download(app, farmer, second)).statusCode).toBe(200);
    await okData(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: { ...exampleCompleteApplication(), documents: { aadharCopy: third } },
    });
    expect((await download(app, farmer, second)).statusCode).toBe(404);
    expect(storedObjects()).toHaveLength(1);
  });

  it('answers a reupload 201 even when the replaced file will not delete, and deletes it at the next clean-up', async () => {
    const first = await uploaded(farmer, 'aadharCopy', textPdf('first'));
    const [firstObject] = storedObjects();
    // A store that refuses the delete (unlink of a folder fails), as a full or read-only disk would.
    fs.rmSync(path.join(filesDir, firstObject!));
    fs.mkdirSync(path.join(filesDir, firstObject!, 'stuck'), { recursive: true });

    const second = await uploadDocument(app, farmer, 'aadharCopy', {
      bytes: textPdf('second'),
      fileName: 'second.pdf',
    });
    expect(second.statusCode).toBe(201);
    expect((await download(app, farmer, second.json().url)).statusCode).toBe(200);
    // Not forgotten: its row stays until its bytes are gone.
    expect(Number(await fileRows())).toBe(2);

    fs.rmSync(path.join(filesDir, firstObject!), { recursive: true });
    const third = await uploaded(farmer, 'aadharCopy', textPdf('third'));
    expect(Number(await fileRows())).toBe(1);
    expect(storedObjects()).toHaveLength(1);
    expect((await download(app, farmer, first)).statusCode).toBe(404);
    expect((await download(app, farmer, third)).statusCode).toBe(200);
  });

  it('refuses more than UPLOADS_PER_USER_PER_HOUR uploads from one user (429), storing nothing', async () => {
    const limited = (
      await buildTestApp({
        database: testDatabase.database,
        env: { FILES_DIR: filesDir, UPLOADS_PER_USER_PER_HOUR: '3' },
      })
    ).app;
    try {
      for (let n = 0; n < 3; n += 1) {
        expect(
          (await uploadDocument(limited, farmer, 'pan', { bytes: textPdf(`pan ${n}`), fileName: 'pan.pdf' }))
            .statusCode,
        ).toBe(201);
      }
      const fourth = await uploadDocument(limited, farmer, 'pan', { bytes: textPdf('pan 4'), fileName: 'pan.pdf' });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ code: 'tooManyUploads' });
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3500);
      expect(storedObjects()).toHaveLength(1);
      // Another user is not held back.
      expect(
        (await uploadDocument(limited, otherFarmer, 'pan', { bytes: textPdf('pan'), fileName: 'pan.pdf' })).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses the review’s 116 KB PNG of 12000 × 3333 pixels (a decompression bomb under the old cap)', async () => {
    const bomb = pngFile({ width: 12_000, height: 3333 }, Buffer.alloc(116_000));
    const response = await uploadDocument(app, farmer, 'khasraCopy', { bytes: bomb, fileName: 'khasra.png' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'imageTooLarge' });
    expect(storedObjects()).toEqual([]);
  });

  it('refuses an application naming a document that is not the farmer’s own', async () => {
    const othersUrl = await uploaded(otherFarmer, 'pan', textPdf('not yours'));
    for (const url of [othersUrl, '/api/file/0b6f3c1e-8a41-4c55-9d2e-6f1f8a2b7c90', 'https://evil.example/x.pdf']) {
      const response = await callApi(app, 'PUT', '/api/loan/save-draft', {
        as: farmer,
        body: { ...exampleCompleteApplication(), documents: { pan: url } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'documentNotUploadedByYou', issues: [{ path: 'documents.pan' }] });
    }
    expect((await download(app, farmer, othersUrl)).statusCode).toBe(403);
  });

  it('gives the lawyer’s legal documents to the application a save names them in, for its farmer and the bank to read', async () => {
    await applicationInStatus(app, { farmer, banker, checker, lawyer }, 'lawyer');
    const report = await uploaded(lawyer, 'searchReport', textPdf('Search report: title clear'));
    expect((await download(app, farmer, report)).statusCode).toBe(403);
    await okData(app, 'PATCH', '/api/loan/application', {
      as: lawyer,
      query: { userId: farmer.userId },
      body: { documents: { searchReport: report } },
    });
    expect((await download(app, farmer, report)).statusCode).toBe(200);
    expect((await download(app, banker, report)).statusCode).toBe(200);
  });

  it('takes a guarantor’s Aadhaar and photo through /loan/upload', async () => {
    const photo = await uploaded(farmer, null, await pictureOf('guarantor', 'jpeg'), 'guarantor.jpg');
    const answer = await download(app, farmer, photo);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-disposition']).toContain('guarantor.jpg');
  });

  describe('a guarantor’s Aadhaar and photo', () => {
    async function guarantorUpload(query: string, bytes: Buffer, fileName: string) {
      const { payload, headers } = multipartBody({ bytes, fileName });
      return app.inject({
        method: 'POST',
        url: `/api/loan/upload?${query}`,
        payload,
        headers: { ...headers, ...bearer(farmer.token) },
      });
    }
    async function guarantorUrl(
      guarantor: number,
      document: 'aadharDoc' | 'photoDoc',
      bytes: Buffer,
      fileName: string,
    ) {
      const response = await guarantorUpload(`guarantor=${guarantor}&document=${document}`, bytes, fileName);
      expect(response.statusCode).toBe(201);
      return response.json().url as string;
    }
    const withGuarantor = (aadharUrl: string, photoUrl: string) => {
      return {
        ...exampleCompleteApplication(),
        guarantorDetails: [
          {
            ...blankGuarantor(),
            name: 'Mohan Lal',
            aadharDoc: { url: aadharUrl, uploaded: true, fileName: 'g-aadhaar.pdf' },
            photoDoc: { url: photoUrl, uploaded: true, fileName: 'g-photo.jpg' },
          },
        ],
      };
    };

    it.each([
      ['Aadhaar first', true],
      ['photo first', false],
    ])('keeps both when each is uploaded (%s), so the application naming both saves', async (_order, aadhaarFirst) => {
      const photoBytes = await pictureOf('guarantor', 'jpeg');
      let aadhaar: string;
      let photo: string;
      if (aadhaarFirst) {
        aadhaar = await guarantorUrl(1, 'aadharDoc', textPdf('guarantor aadhaar'), 'g-aadhaar.pdf');
        photo = await guarantorUrl(1, 'photoDoc', photoBytes, 'g-photo.jpg');
      } else {
        photo = await guarantorUrl(1, 'photoDoc', photoBytes, 'g-photo.jpg');
        aadhaar = await guarantorUrl(1, 'aadharDoc', textPdf('guarantor aadhaar'), 'g-aadhaar.pdf');
      }
      expect((await download(app, farmer, aadhaar)).statusCode).toBe(200);
      expect((await download(app, farmer, photo)).statusCode).toBe(200);
      const saved = await okData(app, 'PUT', '/api/loan/save-draft', {
        as: farmer,
        body: withGuarantor(aadhaar, photo),
      });
      expect(saved.guarantorDetails?.[0]).toMatchObject({ aadharDoc: { url: aadhaar }, photoDoc: { url: photo } });
      const submitted = await callApi(app, 'POST', '/api/loan/application', {
        as: farmer,
        body: withGuarantor(aadhaar, photo),
      });
      expect(submitted.statusCode).toBe(200);
    });

    it('replaces only the same guarantor’s same document on reupload', async () => {
      const aadhaar = await guarantorUrl(1, 'aadharDoc', textPdf('first aadhaar'), 'a.pdf');
      const secondGuarantorAadhaar = await guarantorUrl(2, 'aadharDoc', textPdf('second guarantor'), 'b.pdf');
      const photo = await guarantorUrl(1, 'photoDoc', await pictureOf('photo', 'png'), 'p.png');
      const newAadhaar = await guarantorUrl(1, 'aadharDoc', textPdf('new aadhaar'), 'c.pdf');
      expect({
        replaced: (await download(app, farmer, aadhaar)).statusCode,
        otherGuarantor: (await download(app, farmer, secondGuarantorAadhaar)).statusCode,
        photo: (await download(app, farmer, photo)).statusCode,
        replacement: (await download(app, farmer, newAadhaar)).statusCode,
      }).toEqual({ replaced: 404, otherGuarantor: 200, photo: 200, replacement: 200 });
    });

    it('keeps every upload that names no guarantor (as the spec’s client sends them)', async () => {
      const first = (await guarantorUpload('', textPdf('one'), 'one.pdf')).json().url as string;
      const second = (await guarantorUpload('', textPdf('two'), 'two.pdf')).json().url as string;
      expect((await download(app, farmer, first)).statusCode).toBe(200);
      expect((await download(app, farmer, second)).statusCode).toBe(200);
    });

    it.each([
      ['guarantor=0&document=photoDoc', 400],
      ['guarantor=1&document=pan', 400],
      ['guarantor=1', 400],
      ['document=photoDoc', 400],
      ['guarantor=abc&document=photoDoc', 400],
    ])('refuses %s with a clear error', async (query, status) => {
      const response = await guarantorUpload(query, textPdf('x'), 'x.pdf');
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toEqual(expect.any(String));
    });

    it('takes only an image as a guarantor’s photo', async () => {
      const response = await guarantorUpload('guarantor=1&document=photoDoc', textPdf('not a photo'), 'photo.pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('photoMustBeImage');
    });
  });

  it('lets each role fill only its own slots', async () => {
    const pdf = textPdf('slot');
    const statusOf = async (as: Account, docType: string) =>
      (await uploadDocument(app, as, docType, { bytes: pdf, fileName: 'a.pdf' })).statusCode;
    expect({
      farmerSearchReport: await statusOf(farmer, 'searchReport'),
      lawyerAadhaar: await statusOf(lawyer, 'aadharCopy'),
      lawyerKhasra: await statusOf(lawyer, 'khasraCopy'),
      bankerNec: await statusOf(banker, 'necCertificate'),
      unknown: await statusOf(farmer, 'passport'),
    }).toEqual({ farmerSearchReport: 403, lawyerAadhaar: 403, lawyerKhasra: 201, bankerNec: 201, unknown: 400 });
  });

  describe('bad files get a clear error and leave nothing stored', () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
    // A well-formed PNG of a few hundred bytes that says it is 100,000 × 100,000 pixels.
    const bomb = () => pngFile({ width: 100_000, height: 100_000 }, Buffer.alloc(300_000));

    it.each([
      ['a renamed executable', 'aadharCopy', () => elf, 'aadhaar.pdf', 415, 'unsupportedDocumentType'],
      ['an empty file', 'pan', () => Buffer.alloc(0), 'pan.pdf', 400, 'emptyDocument'],
      [
        'a truncated PDF',
        'passbook',
        () => textPdf('cut short').subarray(0, 200),
        'passbook.pdf',
        422,
        'damagedDocument',
      ],
      ['a decompression-bomb image', 'khasraCopy', bomb, 'khasra.png', 422, 'imageTooLarge'],
      [
        'an oversized file',
        'khatauniCopy',
        () => Buffer.concat([textPdf('big'), Buffer.alloc(MAX_BYTES)]),
        'big.pdf',
        413,
        'documentTooLarge',
      ],
      [
        'a PDF as the applicant photograph',
        'applicantPhoto',
        () => textPdf('photo'),
        'photo.pdf',
        415,
        'photoMustBeImage',
      ],
      ['a wrong doctype', 'passport', () => textPdf('passport'), 'passport.pdf', 400, 'unknownDocType'],
    ])('%s', async (_label, docType, bytes, fileName, status, code) => {
      const response = await uploadDocument(app, farmer, docType, { bytes: bytes(), fileName });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, error: expect.any(String) });
      expect(storedObjects()).toEqual([]);
      expect(Number(await fileRows())).toBe(0);
    });

    it('a request that is not a multipart upload, or has no document field', async () => {
      const json = await callApi(app, 'POST', '/api/file/upload', {
        as: farmer,
        query: { doctype: 'pan' },
        body: { url: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const wrongField = await uploadDocument(app, farmer, 'pan', {
        bytes: textPdf('x'),
        fileName: 'x.pdf',
        field: 'file',
      });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().code).toBe('noDocumentSent');
      expect(storedObjects()).toEqual([]);
    });
  });
});
