import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { createApplicationRepository } from '../../src/applications/applicationRepository';
import { callApi, farmerPhone, signedInAccount } from '../support/accounts';
import {
  applicationInStatus,
  keptAndCountedGroups,
  signedInCast,
  takeAction,
  type Cast,
} from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

describe.each(testDatabases())('versions and concurrent changes on %s', (kind) => {
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

  const farmerPut = (body: unknown, headers: Record<string, string> = {}) =>
    callApi(app, 'PUT', '/api/loan/application', { as: cast.farmer, body, headers });
  const bankerPatch = (body: unknown, headers: Record<string, string> = {}) =>
    callApi(app, 'PATCH', '/api/loan/application', {
      as: cast.banker,
      body,
      headers,
      query: { userId: cast.farmer.userId },
    });
  // Read as its farmer: a draft belongs to no branch yet, so no banker sees it.
  const current = async () => (await callApi(app, 'GET', '/api/loan/kcc-application', { as: cast.farmer })).json().data;

  it('carries the version in every application answer and as its ETag', async () => {
    const draft = await callApi(app, 'PUT', '/api/loan/save-draft', {
      as: cast.farmer,
      body: { applicantName: 'Ramesh' },
    });
    const submitted = await callApi(app, 'POST', '/api/loan/application', {
      as: cast.farmer,
      body: exampleCompleteApplication(),
    });
    const updated = await farmerPut({ ...exampleCompleteApplication(), age: 43 });
    const patched = await bankerPatch({ bankDetails: { branchName: 'Sitapur Main' } });
    const moved = await takeAction(app, cast.banker, cast.farmer, {
      action: 'assignLawyer',
      lawyerId: cast.lawyer.userId,
    });
    const read = await callApi(app, 'GET', '/api/loan/application', { as: cast.farmer });
    const answers = [draft, submitted, updated, patched, moved, read];
    expect(answers.map((answer) => [answer.headers.etag, answer.json().data.version])).toEqual([
      ['"1"', 1],
      ['"2"', 2],
      ['"3"', 3],
      ['"4"', 4],
      ['"5"', 5],
      ['"5"', 5],
    ]);
  });

  it('writes with a current If-Match, and refuses a stale one without changing anything', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const fresh = await bankerPatch({ bankDetails: { branchName: 'Sitapur Main' } }, { 'if-match': '"2"' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe('"3"');

    const stale = await farmerPut({ ...exampleCompleteApplication(), loanAmount: 1 }, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'This application was changed by someone else. Please reload it and try again.',
      code: 'staleApplication',
    });
    expect(await current()).toMatchObject({ version: 3, loanAmount: 150000 });

    const staleAction = await callApi(app, 'POST', '/api/loan/application/actions', {
      as: cast.banker,
      query: { userId: cast.farmer.userId },
      body: { action: 'assignLawyer', lawyerId: cast.lawyer.userId },
      headers: { 'if-match': '2' },
    });
    expect(staleAction.json().code).toBe('staleApplication');
    const staleDraft = await callApi(app, 'PUT', '/api/loan/save-draft', {
      as: cast.farmer,
      body: { applicantName: 'Ram' },
      headers: { 'if-match': '"1"' },
    });
    // Once submitted, no draft is taken at all, stale or not.
    expect(staleDraft.json().code).toBe('submittedKeepsUntilUpdate');
    expect((await current()).status).toBe('farmerSubmitted');

    expect((await farmerPut(exampleCompleteApplication(), { 'if-match': '*' })).statusCode).toBe(200);
    for (const malformed of ['W/"3"', '"3", "4"', 'three']) {
      const response = await farmerPut(exampleCompleteApplication(), { 'if-match': malformed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalidIfMatch',
        error: translate(APPLICATION_API_MESSAGES.invalidIfMatch, 'en'),
      });
    }
  });

  it('lets only one of two writers holding the same version win', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const [farmerAnswer, bankerAnswer] = await Promise.all([
      farmerPut({ ...exampleCompleteApplication(), loanAmount: 175000 }, { 'if-match': '"2"' }),
      bankerPatch({ loanAmount: 125000 }, { 'if-match': '"2"' }),
    ]);
    expect([farmerAnswer.statusCode, bankerAnswer.statusCode].sort()).toEqual([200, 409]);
    const winner = farmerAnswer.statusCode === 200 ? 175000 : 125000;
    expect(await current()).toMatchObject({ version: 3, loanAmount: winner });
  });

  it('without If-Match, applies both of two concurrent writes instead of losing one', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const [farmerAnswer, bankerAnswer] = await Promise.all([
      farmerPut({ ...exampleCompleteApplication(), loanAmount: 175000 }),
      bankerPatch({ bankDetails: { branchName: 'Sitapur Main' } }),
    ]);
    expect([farmerAnswer.statusCode, bankerAnswer.statusCode]).toEqual([200, 200]);
    expect(await current()).toMatchObject({
      version: 4,
      loanAmount: 175000,
      bankDetails: { branchName: 'Sitapur Main' },
    });
  });

  it('keeps the tab counts exact when many applications move at once', async () => {
    const farmers = await Promise.all([2, 3, 4, 5, 6, 7].map((n) => signedInAccount(app, 'user', farmerPhone(n))));
    await Promise.all(farmers.map((farmer) => applicationInStatus(app, { ...cast, farmer }, 'farmerSubmitted')));
    await Promise.all(
      farmers.map((farmer) =>
        takeAction(app, cast.banker, farmer, { action: 'assignLawyer', lawyerId: cast.lawyer.userId }),
      ),
    );
    await Promise.all(
      farmers.slice(0, 3).map((farmer) =>
        takeAction(app, cast.lawyer, farmer, {
          action: 'completeLegalReview',
          verdict: 'clearTitle',
          remarks: 'Clear',
        }),
      ),
    );
    const { kept, counted } = await keptAndCountedGroups(testDatabase.database);
    expect(kept).toEqual({ underLegalReview: 3, readyForBankingReview: 3 });
    expect(kept).toEqual(counted);
  });

  it('leaves the decision to the database: a write at an old version changes nothing', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const repository = createApplicationRepository(testDatabase.database.db);
    const row = (await repository.findByOwner(cast.farmer.userId))!;
    const { id: _id, version: _version, statusGroup: _group, ...values } = row;
    const event = {
      actorUserId: cast.banker.userId,
      actorRole: 'banker' as const,
      action: 'applicationEdited' as const,
      at: new Date(),
    };
    const sealAnswer = () => 'not read in this test';
    expect(
      await repository.write({ ...row, version: row.version - 1 }, { ...values, loanAmount: 1 }, event, sealAnswer),
    ).toBeUndefined();
    expect(await repository.write(row, { ...values, loanAmount: 2 }, event, sealAnswer)).toMatchObject({
      version: row.version + 1,
      loanAmount: 2,
    });
    expect((await repository.events(row.id)).map((entry) => entry.action)).toEqual([
      'draftSaved',
      'submitted',
      'applicationEdited',
    ]);
  });

  it('keeps one application per farmer when the first saves race', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        callApi(app, 'PUT', '/api/loan/save-draft', { as: cast.farmer, body: { applicantName: `Draft ${n}` } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json().data._id));
    expect(ids.size).toBe(1);
    expect((await current()).version).toBe(4);
    const other = await signedInAccount(app, 'user', farmerPhone(2));
    expect((await callApi(app, 'GET', '/api/loan/application', { as: other })).statusCode).toBe(404);
  });
});
