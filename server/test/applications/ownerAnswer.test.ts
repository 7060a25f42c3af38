import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, okData, signedInCast, takeAction, type Cast } from '../support/applications';
import { queryRows } from '../support/sql';
import { buildTestApp, MINUTE, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

/**
 * GET /loan/application answers from the answer kept beside the application (applications.owner_answer);
 * whatever wrote the application last, the farmer must read exactly what the application says.
 */
describe.each(testDatabases())('the farmer’s kept answer on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;
  let cast: Cast;

  beforeAll(async () => {
    ({ app, clock } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    cast = await signedInCast(app);
  });

  /** The quick answer, checked against the one built from the application itself (GET /loan/kcc-application). */
  async function expectKeptAnswerOf(farmer: Account) {
    const quick = await callApi(app, 'GET', '/api/loan/application', { as: farmer });
    const built = await callApi(app, 'GET', '/api/loan/kcc-application', { as: farmer });
    expect(quick.statusCode).toBe(200);
    expect(quick.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(quick.headers.etag).toBe(built.headers.etag);
    expect(quick.json()).toEqual(built.json());
    return quick.json().data;
  }

  const keptAnswers = () =>
    queryRows<{ owner_answer: string | null }>(testDatabase.database, sql`select owner_answer from applications`);

  it('is what the application says after every kind of write: drafts, submission, staff edits, workflow', async () => {
    await applicationInStatus(app, cast, 'formFill');
    expect((await expectKeptAnswerOf(cast.farmer)).status).toBe('formFill');
    await applicationInStatus(app, cast, 'lawyer');
    clock.advance(MINUTE);
    const patch = (as: Account, body: unknown) =>
      okData(app, 'PATCH', '/api/loan/application', { as, body, query: { userId: cast.farmer.userId } });
    await patch(cast.lawyer, { landGeneralInfo: { distanceFromBranch: '4 KM' } });
    expect((await expectKeptAnswerOf(cast.farmer)).landGeneralInfo.distanceFromBranch).toBe('4 KM');
    await takeAction(app, cast.lawyer, cast.farmer, {
      action: 'completeLegalReview',
      verdict: 'clearTitle',
      remarks: 'Clear',
    });
    await patch(cast.banker, { bankDetails: { branchName: 'Sitapur Main' } });
    const answer = await expectKeptAnswerOf(cast.farmer);
    expect(answer).toMatchObject({ status: 'banker', bankDetails: { branchName: 'Sitapur Main' } });
    expect(answer.aadharNo).toBe(exampleCompleteApplication().aadharNo);
    expect(answer.workflow).toBeUndefined();
    expect(await keptAnswers()).toEqual([{ owner_answer: expect.stringMatching(/^1\|enc:v1:/) }]);
  });

  it('is built from the application when none is kept yet, or only one of an older format', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const kept = await expectKeptAnswerOf(cast.farmer);
    await testDatabase.database.db.execute(sql`update applications set owner_answer = null`);
    expect(await expectKeptAnswerOf(cast.farmer)).toEqual(kept);
    await testDatabase.database.db.execute(sql`update applications set owner_answer = '0|{"data":{"status":"stale"}}'`);
    expect(await expectKeptAnswerOf(cast.farmer)).toEqual(kept);
  });

  it('opens only for its owner: a kept answer copied into another farmer’s application is refused, never shown', async () => {
    const other = await signedInAccount(app, 'user', farmerPhone(2));
    await applicationInStatus(app, cast, 'formFill');
    await applicationInStatus(app, { ...cast, farmer: other }, 'formFill', {
      ...exampleCompleteApplication(),
      applicantName: 'Sita Devi',
    });
    await testDatabase.database.db.execute(sql`
      update applications set owner_answer = (select owner_answer from applications where user_id = ${cast.farmer.userId})
       where user_id = ${other.userId}`);
    const answer = await callApi(app, 'GET', '/api/loan/application', { as: other });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(exampleCompleteApplication().applicantName);
  });
});
