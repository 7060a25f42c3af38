import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { DocumentNamesAnswer } from '@kisan-credit/shared-api/contract/documentNames';
import { generateDocument, makePerson } from '../../test-documents';
import { callApi, ensureBranch, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { okData, takeAction } from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';
import { uploadDocument } from '../support/uploads';

const LUCKNOW = 'SBIN0001234';
const KANPUR = 'SBIN0005678';

/** GET /api/file/names?userId=: the names read from the farmer's documents, for the banker of the branch only. */
describe.each(testDatabases())('the names read from the documents, on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database, env: { EXTRACTION_WORKERS: '1' } }));
  }, 60_000);
  afterAll(() => app.close());

  const names = (as: Account, userId: string) => callApi(app, 'GET', '/api/file/names', { as, query: { userId } });

  it('serves the banker of the branch the holder read from each document; no lawyer, other branch or farmer', async () => {
    await ensureBranch(app, LUCKNOW, ['226001', '226005']);
    await ensureBranch(app, KANPUR, ['208001']);
    const banker = await signedInAccount(app, 'banker', '9000000001', { name: 'Anita Verma', branches: [LUCKNOW] });
    const kanpurBanker = await signedInAccount(app, 'banker', '9000000005', { name: 'Farah Khan', branches: [KANPUR] });
    const lawyer = await signedInAccount(app, 'lawyer', '9000000002', { name: 'Suresh Iyer', branches: [LUCKNOW] });
    const farmer = await signedInAccount(app, 'user', farmerPhone(1));
    const otherFarmer = await signedInAccount(app, 'user', farmerPhone(2));

    const passbook = await generateDocument(makePerson(12), 'passbook', 'textPdf');
    const uploaded = await uploadDocument(app, farmer, passbook.slot, {
      bytes: passbook.bytes,
      fileName: passbook.fileName,
    });
    expect(uploaded.statusCode).toBe(201);
    await okData(app, 'POST', '/api/loan/application', {
      as: farmer,
      body: { ...exampleCompleteApplication(), pinCode: '226005' },
    });

    let answer: DocumentNamesAnswer | undefined;
    for (let waited = 0; waited < 60_000 && (!answer || answer.processing); waited += 250) {
      if (answer) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await names(banker, farmer.userId);
      expect(response.statusCode).toBe(200);
      answer = response.json().data as DocumentNamesAnswer;
    }
    expect(answer!.documents).toEqual([{ source: 'passbook', names: [passbook.truth.applicantNames] }]);

    // A lawyer sees no identity document, even once assigned; another branch's banker finds nothing there.
    expect(
      (await takeAction(app, banker, farmer, { action: 'assignLawyer', lawyerId: lawyer.userId })).statusCode,
    ).toBe(200);
    expect((await names(lawyer, farmer.userId)).statusCode).toBe(403);
    expect((await names(kanpurBanker, farmer.userId)).statusCode).toBe(404);
    expect((await names(otherFarmer, farmer.userId)).statusCode).toBe(403);
    expect((await names(farmer, farmer.userId)).statusCode).toBe(403);
  }, 120_000);
});
