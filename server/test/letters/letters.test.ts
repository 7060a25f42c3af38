import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import type { IssuedLetter } from '@kisan-credit/shared-api/contract/letters';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { pdfText } from '../support/pdfText';
import { applicationInStatus, okData, signedInCast, takeAction, type Cast } from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

jest.setTimeout(60_000);

const BANK_DETAILS = {
  branchName: 'Rampur',
  branchCode: '01234',
  district: 'Sitapur',
  loanAmountSanctioned: 120000,
  dateOfSanction: '2026-01-20',
  rateOf1YearMCLR: 8.75,
  spreadInterestRate: 0.5,
  monthOfReview: 'March',
  branchManagerName: 'Anil Verma',
  branchManagerDesignation: 'Branch Manager',
};

describe.each(testDatabases())('letters on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let cast: Cast;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    cast = await signedInCast(app);
  });

  const issue = (as: Account, letter: string) =>
    callApi(app, 'POST', `/api/letters/${letter}`, { as, query: { userId: cast.farmer.userId } });
  const download = async (as: Account, url: string) => {
    const response = await callApi(app, 'GET', url, { as });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('issues the sanction letter in English and Hindi with the branch, the amount in figures and words, and the terms', async () => {
    const { farmer, banker, checker } = cast;
    await applicationInStatus(app, cast, 'banker');
    await okData(app, 'PATCH', '/api/loan/application', {
      as: banker,
      query: { userId: farmer.userId },
      body: { bankDetails: BANK_DETAILS },
    });
    expect((await takeAction(app, banker, farmer, { action: 'approve' })).statusCode).toBe(200);
    expect((await takeAction(app, checker, farmer, { action: 'finalApprove' })).statusCode).toBe(200);

    const issued = await issue(banker, 'sanctionLetter');
    expect(issued.statusCode).toBe(201);
    const letter: IssuedLetter = issued.json().data;
    expect(letter).toMatchObject({ kind: 'sanctionLetter', url: expect.stringMatching(/^\/api\/file\//) });

    // The farmer finds it among their letters and downloads it.
    const farmerLetters = await okData<IssuedLetter[]>(app, 'GET', '/api/letters', { as: farmer });
    expect(farmerLetters).toEqual([letter]);
    const [english, hindi] = await pdfText(await download(farmer, letter.url));
    const englishText = english!.join('\n');
    expect(englishText).toContain('Kisan Credit Card: Sanction Letter');
    expect(englishText).toMatch(/Branch\s+Rampur \(01234\), Sitapur/);
    expect(englishText).toContain('20 Jan 2026');
    expect(englishText).toContain('Ramesh Kumar');
    expect(englishText).toContain('₹1,20,000');
    expect(englishText).toContain('One Lakh Twenty Thousand Rupees Only');
    expect(englishText).toContain('9.25% a year (1-year MCLR 8.75% + spread 0.50%)');
    expect(englishText).toContain('Hypothication of Standing Crop');
    expect(englishText).toContain('reviewed every year in March');
    expect(englishText).toContain('Anil Verma');
    // The Hindi page: its Devanagari is text, the amount in Hindi words. (The text layer holds glyphs in the
    // order they are drawn, so words with a pre-base vowel sign or a reph read back reordered; these have none.)
    const hindiText = hindi!.join('\n');
    expect(hindiText).toContain('₹1,20,000');
    expect(hindiText).toContain('Rampur (01234), Sitapur');
    expect(hindiText).toContain('एक लाख बीस हज़ार रुपये मात्र');
    for (const word of ['शाखा', 'स्वीकृत सीमा', 'ब्याज दर', 'भवदीय']) expect(hindiText).toContain(word);
  });

  it('refuses a sanction letter before the loan is sanctioned, and keeps it from the farmer until then', async () => {
    const { farmer, banker } = cast;
    await applicationInStatus(app, cast, 'bankerApproval');
    const refused = await issue(banker, 'sanctionLetter');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'notYetSanctioned',
      error: translate(APPLICATION_API_MESSAGES.notYetSanctioned, 'en'),
    });

    // The summary can be issued at any time; the bank sees it, the farmer's list holds no letter yet.
    const summary = await issue(banker, 'applicationSummary');
    expect(summary.statusCode).toBe(201);
    const { url } = summary.json().data as IssuedLetter;
    expect(await okData<IssuedLetter[]>(app, 'GET', '/api/letters', { as: farmer })).toEqual([]);
    const bankList = await okData<IssuedLetter[]>(app, 'GET', '/api/letters', {
      as: banker,
      query: { userId: farmer.userId },
    });
    expect(bankList.map((letter) => letter.kind)).toEqual(['applicationSummary']);

    const [english] = await pdfText(await download(banker, url));
    const text = english!.join('\n');
    expect(text).toContain('Kisan Credit Card: Application Summary');
    expect(text).toContain('₹1,50,000 (One Lakh Fifty Thousand Rupees Only)');
    expect(text).toContain('Khata 00123, survey 45/2, Rampur: 3 acres');
    expect(text).toContain('Kharif crop Paddy: 2.47 acres');
  });

  it('replaces an earlier letter of the same kind, and lets only a banker issue letters', async () => {
    const { farmer, banker, lawyer } = cast;
    await applicationInStatus(app, cast, 'banker');
    const first = (await issue(banker, 'applicationSummary')).json().data as IssuedLetter;
    const second = (await issue(banker, 'applicationSummary')).json().data as IssuedLetter;
    expect(second.url).not.toBe(first.url);
    expect((await callApi(app, 'GET', first.url, { as: banker })).statusCode).toBe(404);
    const listed = await okData<IssuedLetter[]>(app, 'GET', '/api/letters', {
      as: lawyer,
      query: { userId: farmer.userId },
    });
    expect(listed.map((letter) => letter.url)).toEqual([second.url]);

    expect((await issue(lawyer, 'applicationSummary')).statusCode).toBe(403);
    expect((await issue(farmer, 'applicationSummary')).statusCode).toBe(403);
    expect((await issue(banker, 'loanAgreement')).statusCode).toBe(400);
    const stranger = await signedInAccount(app, 'user', farmerPhone(9));
    expect((await callApi(app, 'GET', second.url, { as: stranger })).statusCode).toBe(403);
    expect((await callApi(app, 'POST', '/api/letters/applicationSummary', { as: banker })).statusCode).toBe(400);
  });
});
