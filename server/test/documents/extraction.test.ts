import type { FastifyInstance } from 'fastify';
import type { SuggestionsResponse } from '@kisan-credit/shared-api/contract/suggestions';
import { generateDocument, makePerson } from '../../test-documents';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { okData } from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';
import { uploadDocument } from '../support/uploads';

/** Reading documents end to end: upload, the job, OCR or the PDF text layer, the parsers, the suggestions call. */
describe.each(testDatabases())('reading uploaded documents, on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let farmer: Account;

  // Starting the app and its OCR worker takes seconds on a busy machine.
  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database, env: { EXTRACTION_WORKERS: '1' } }));
  }, 60_000);
  afterAll(() => app.close());

  beforeEach(async () => {
    farmer = await signedInAccount(app, 'user', farmerPhone(1));
  }, 30_000);

  const suggestions = async (): Promise<SuggestionsResponse['suggestions'] & { landRecords: unknown[] }> => {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const answer = (await callApi(app, 'GET', '/api/file/suggestions', { as: farmer })).json() as SuggestionsResponse;
      if (!answer.processing) return answer.suggestions as never;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('Documents were still being read after a minute');
  };

  async function upload(document: Awaited<ReturnType<typeof generateDocument>>) {
    const response = await uploadDocument(app, farmer, document.slot, {
      bytes: document.bytes,
      fileName: document.fileName,
    });
    expect(response.statusCode).toBe(201);
  }

  it('suggests the name and Aadhaar number of an Aadhaar card image, and forgets them at logout', async () => {
    const card = await generateDocument(makePerson(11), 'aadhaarFront', 'clean');
    await upload(card);
    const read = await suggestions();
    expect(read.aadharNumbers[0]).toMatchObject({ value: card.truth.aadharNumbers, source: 'aadharCopy' });
    expect(read.applicantNames.map((name) => name.value)).toContain(card.truth.applicantNames);

    expect((await callApi(app, 'POST', '/api/auth/logout', { as: farmer })).statusCode).toBe(200);
    farmer = await signedInAccount(app, 'user', farmerPhone(1));
    expect((await suggestions()).aadharNumbers).toEqual([]);
  }, 90_000);

  it('reads a passbook’s text layer: account number, IFSC and the bank it names', async () => {
    const passbook = await generateDocument(makePerson(12), 'passbook', 'textPdf');
    await upload(passbook);
    const read = await suggestions();
    expect(read.bankAccountNumbers[0]?.value).toBe(passbook.truth.bankAccountNumbers);
    expect(read.ifscCodes[0]?.value).toBe(passbook.truth.ifscCodes);
    expect(read.bankNames.map((bank) => bank.value)).toContain(passbook.truth.bankNames);
  }, 90_000);

  it('fills the land step from a Khatauni printed in Devanagari digits, every plot marked for review', async () => {
    const khatauni = await generateDocument(makePerson(21), 'khatauni', 'clean');
    await upload(khatauni);
    const { landRecords } = await suggestions();
    const truth = khatauni.truth.landRecords!;
    expect(landRecords).toEqual(
      truth.map((plot) =>
        expect.objectContaining({
          khataNo: plot.khataNo,
          surveyNo: plot.surveyNo,
          landArea: plot.landArea,
          landAreaUnit: 'hectare',
          revenueVillage: plot.revenueVillage,
          tehsil: plot.tehsil,
          district: plot.district,
          owners: plot.owners,
          source: 'khatauniCopy',
          needsReview: true,
        }),
      ),
    );
  }, 90_000);

  it('reads the Kannada land record of a farmer whose application gives a Karnataka address', async () => {
    await okData(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: { address: 'Hosahalli, Maddur, Mandya', pinCode: '571401' },
    });
    const rtc = await generateDocument(makePerson(35), 'karnatakaRtc', 'clean');
    await upload(rtc);
    const { landRecords } = await suggestions();
    // The RTC prints the khata without the leading zeros the generator's truth keeps.
    const plots = (records: readonly { khataNo?: string; surveyNo?: string; landArea?: number }[]) =>
      records.map(({ khataNo, surveyNo, landArea }) => ({ khataNo: Number(khataNo), surveyNo, landArea }));
    expect(plots(landRecords as never)).toEqual(plots(rtc.truth.landRecords!));
    expect(landRecords).toEqual([
      expect.objectContaining({ revenueVillage: rtc.truth.landRecords![0]!.revenueVillage, needsReview: true }),
    ]);
  }, 90_000);

  it("still reads the record of land in another state than the farmer's address", async () => {
    await okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: { address: 'Jagraon, Ludhiana, Punjab' } });
    const rtc = await generateDocument(makePerson(35), 'karnatakaRtc', 'clean');
    await upload(rtc);
    const { landRecords } = await suggestions();
    expect(landRecords).toEqual([
      expect.objectContaining({
        surveyNo: rtc.truth.landRecords![0]!.surveyNo,
        landArea: rtc.truth.landRecords![0]!.landArea,
      }),
    ]);
  }, 90_000);

  it('forgets what a replaced document said when the farmer uploads another in its place', async () => {
    const first = await generateDocument(makePerson(13), 'pan', 'clean');
    const second = await generateDocument(makePerson(14), 'pan', 'clean');
    await upload(first);
    expect((await suggestions()).panNumbers.map((pan) => pan.value)).toEqual([first.truth.panNumbers]);
    await upload(second);
    expect((await suggestions()).panNumbers.map((pan) => pan.value)).toEqual([second.truth.panNumbers]);
  }, 90_000);
});
