import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus } from '../support/applications';
import { buildTestApp, HOUR, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

/**
 * Deny by default: every call × every kind of caller × whose application, cell by cell. A cell reads
 * "status code" for success and "status code" + error code for a refusal, so a wrong reason fails too.
 */
describe.each(testDatabases())('who may do what, on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    ({ app, clock } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());

  // Farmers: submitted (waiting for a lawyer), under legal review, a draft, and one with no application.
  let submitted: Account;
  let underReview: Account;
  let drafted: Account;
  let without: Account;
  let lawyer: Account;
  let banker: Account;
  let checker: Account;
  let expired: Account;
  const nobody = null;

  beforeEach(async () => {
    expired = await signedInAccount(app, 'user', farmerPhone(99));
    clock.advance(2 * HOUR);
    [submitted, underReview, drafted, without, lawyer, banker] = await Promise.all([
      signedInAccount(app, 'user', farmerPhone(1)),
      signedInAccount(app, 'user', farmerPhone(2)),
      signedInAccount(app, 'user', farmerPhone(3)),
      signedInAccount(app, 'user', farmerPhone(4)),
      signedInAccount(app, 'lawyer', '9000000002'),
      signedInAccount(app, 'banker', '9000000001'),
    ]);
    checker = await signedInAccount(app, 'banker', '9000000003');
    await applicationInStatus(app, { farmer: submitted, banker, checker, lawyer }, 'farmerSubmitted');
    await applicationInStatus(app, { farmer: underReview, banker, checker, lawyer }, 'lawyer');
    await applicationInStatus(app, { farmer: drafted, banker, checker, lawyer }, 'formFill');
  });

  type Cell = [label: string, call: () => Promise<LightMyRequestResponse>, expected: string];

  /** Runs the cells in order (writes that change something come last) and compares the whole table. */
  async function expectTable(cells: Cell[]) {
    const actual: Record<string, string> = {};
    for (const [label, call] of cells) {
      const response = await call();
      const code = response.statusCode >= 400 ? ` ${response.json().code}` : '';
      actual[label] = `${response.statusCode}${code}`;
    }
    expect(actual).toEqual(Object.fromEntries(cells.map(([label, , expected]) => [label, expected])));
  }

  const get = (url: string, as: Account | null, userId?: string) =>
    callApi(app, 'GET', url, { as, ...(userId !== undefined ? { query: { userId } } : {}) });
  const send = (method: 'PUT' | 'POST' | 'PATCH', url: string, as: Account | null, body: unknown, userId?: string) =>
    callApi(app, method, url, { as, body, ...(userId !== undefined ? { query: { userId } } : {}) });
  const ids = () => ({ submitted: submitted.userId, underReview: underReview.userId, drafted: drafted.userId });

  it('GET /loan/kcc-application: own for a farmer, by userId for staff', async () => {
    const url = '/api/loan/kcc-application';
    const { submitted: s, underReview: u, drafted: d } = ids();
    await expectTable([
      ['nobody', () => get(url, nobody), '401 signInRequired'],
      ['expired token', () => get(url, expired), '401 sessionExpired'],
      ['farmer, own', () => get(url, submitted), '200'],
      ['farmer without one, own', () => get(url, without), '404 noApplicationYet'],
      ['farmer, own id as userId', () => get(url, submitted, s), '403 ownApplicationOnly'],
      ['farmer, another farmer', () => get(url, submitted, u), '403 ownApplicationOnly'],
      ['farmer, forged id', () => get(url, submitted, 'not-an-id'), '400 VALIDATION'],
      ['lawyer, no userId', () => get(url, lawyer), '400 userIdRequired'],
      ['lawyer, submitted', () => get(url, lawyer, s), '404 applicationNotFound'],
      ['lawyer, under review', () => get(url, lawyer, u), '200'],
      ['lawyer, draft', () => get(url, lawyer, d), '404 applicationNotFound'],
      ['lawyer, farmer without one', () => get(url, lawyer, without.userId), '404 applicationNotFound'],
      ['lawyer, unknown id', () => get(url, lawyer, randomUUID()), '404 applicationNotFound'],
      ['banker, no userId', () => get(url, banker), '400 userIdRequired'],
      ['banker, submitted', () => get(url, banker, s), '200'],
      ['banker, under review', () => get(url, banker, u), '200'],
      ['banker, draft', () => get(url, banker, d), '404 applicationNotFound'],
      ['banker, unknown id', () => get(url, banker, randomUUID()), '404 applicationNotFound'],
      ['banker, forged id', () => get(url, banker, "' or 1=1 --"), '400 VALIDATION'],
    ]);
  });

  it('GET /loan/application: the farmer’s own only', async () => {
    const url = '/api/loan/application';
    await expectTable([
      ['nobody', () => get(url, nobody), '401 signInRequired'],
      ['expired token', () => get(url, expired), '401 sessionExpired'],
      ['farmer, own', () => get(url, submitted), '200'],
      ['farmer without one', () => get(url, without), '404 noApplicationYet'],
      ['farmer, own id as userId', () => get(url, submitted, submitted.userId), '403 ownApplicationOnly'],
      ['farmer, another farmer', () => get(url, submitted, underReview.userId), '403 ownApplicationOnly'],
      ['lawyer', () => get(url, lawyer), '403 forbidden'],
      ['banker', () => get(url, banker), '403 forbidden'],
    ]);
  });

  it('PUT /loan/save-draft, POST and PUT /loan/application: the farmer, while waiting for a lawyer', async () => {
    const draft = { applicantName: 'Ramesh Kumar' };
    const complete = exampleCompleteApplication();
    await expectTable([
      ['draft: nobody', () => send('PUT', '/api/loan/save-draft', nobody, draft), '401 signInRequired'],
      ['draft: expired token', () => send('PUT', '/api/loan/save-draft', expired, draft), '401 sessionExpired'],
      ['draft: lawyer', () => send('PUT', '/api/loan/save-draft', lawyer, draft), '403 forbidden'],
      ['draft: banker', () => send('PUT', '/api/loan/save-draft', banker, draft), '403 forbidden'],
      [
        'draft: farmer under review',
        () => send('PUT', '/api/loan/save-draft', underReview, draft),
        '409 applicationLocked',
      ],
      [
        'draft: farmer naming another owner',
        () => send('PUT', '/api/loan/save-draft', submitted, { ...complete, userId: underReview.userId }),
        '403 serverHeldFields',
      ],
      ['post: nobody', () => send('POST', '/api/loan/application', nobody, complete), '401 signInRequired'],
      ['post: lawyer', () => send('POST', '/api/loan/application', lawyer, complete), '403 forbidden'],
      ['post: banker', () => send('POST', '/api/loan/application', banker, complete), '403 forbidden'],
      [
        'post: farmer already submitted',
        () => send('POST', '/api/loan/application', submitted, complete),
        '409 applicationExists',
      ],
      [
        'post: farmer under review',
        () => send('POST', '/api/loan/application', underReview, complete),
        '409 applicationExists',
      ],
      ['put: nobody', () => send('PUT', '/api/loan/application', nobody, complete), '401 signInRequired'],
      ['put: expired token', () => send('PUT', '/api/loan/application', expired, complete), '401 sessionExpired'],
      ['put: lawyer', () => send('PUT', '/api/loan/application', lawyer, complete), '403 forbidden'],
      ['put: banker', () => send('PUT', '/api/loan/application', banker, complete), '403 forbidden'],
      [
        'put: farmer without one',
        () => send('PUT', '/api/loan/application', without, complete),
        '404 noApplicationYet',
      ],
      [
        'put: farmer under review',
        () => send('PUT', '/api/loan/application', underReview, complete),
        '409 applicationLocked',
      ],
      [
        'put: farmer, submitted',
        () => send('PUT', '/api/loan/application', submitted, { ...complete, age: 43 }),
        '200',
      ],
      [
        'draft: farmer, submitted',
        () => send('PUT', '/api/loan/save-draft', submitted, draft),
        '409 submittedKeepsUntilUpdate',
      ],
      ['post: farmer with a draft', () => send('POST', '/api/loan/application', drafted, complete), '200'],
      ['post: farmer without one', () => send('POST', '/api/loan/application', without, complete), '201'],
    ]);
  });

  it('PATCH /loan/application?userId=…: the lawyer during legal review, the banker always', async () => {
    const url = '/api/loan/application';
    const land = {
      landGeneralInfo: {
        nearbyLandmarks: 'North: canal',
        farmLocationForWellPumpShed: 'Well',
        distanceFromBranch: '4 KM',
      },
    };
    const bank = { bankDetails: { branchName: 'Sitapur Main' } };
    const { submitted: s, underReview: u, drafted: d } = ids();
    await expectTable([
      ['nobody', () => send('PATCH', url, nobody, bank, s), '401 signInRequired'],
      ['expired token', () => send('PATCH', url, expired, bank, s), '401 sessionExpired'],
      ['farmer, own', () => send('PATCH', url, submitted, bank, s), '403 forbidden'],
      ['farmer, no userId', () => send('PATCH', url, submitted, land), '403 forbidden'],
      ['lawyer, no userId', () => send('PATCH', url, lawyer, land), '400 userIdRequired'],
      ['lawyer, submitted', () => send('PATCH', url, lawyer, land, s), '404 applicationNotFound'],
      ['lawyer, draft', () => send('PATCH', url, lawyer, land, d), '404 applicationNotFound'],
      ['lawyer, unknown id', () => send('PATCH', url, lawyer, land, randomUUID()), '404 applicationNotFound'],
      ['lawyer, bank details', () => send('PATCH', url, lawyer, bank, u), '403 bankerOnlyFields'],
      ['lawyer, personal details', () => send('PATCH', url, lawyer, { applicantName: 'X' }, u), '403 bankerOnlyFields'],
      ['lawyer, unknown field', () => send('PATCH', url, lawyer, { ...land, nickname: 'X' }, u), '400 VALIDATION'],
      ['lawyer, status', () => send('PATCH', url, lawyer, { ...land, status: 'banker' }, u), '400 VALIDATION'],
      ['banker, no userId', () => send('PATCH', url, banker, bank), '400 userIdRequired'],
      ['banker, unknown id', () => send('PATCH', url, banker, bank, randomUUID()), '404 applicationNotFound'],
      ['banker, status', () => send('PATCH', url, banker, { status: 'disbursed' }, s), '400 VALIDATION'],
      ['banker, owner', () => send('PATCH', url, banker, { userId: drafted.userId }, s), '400 VALIDATION'],
      ['lawyer, under review', () => send('PATCH', url, lawyer, land, u), '200'],
      ['banker, submitted', () => send('PATCH', url, banker, bank, s), '200'],
      ['banker, under review', () => send('PATCH', url, banker, bank, u), '200'],
      ['banker, draft', () => send('PATCH', url, banker, { applicantName: 'Ramesh K.' }, d), '404 applicationNotFound'],
    ]);
  });

  it('POST /loan/application/actions?userId=…: each step by its role only', async () => {
    const url = '/api/loan/application/actions';
    const review = { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'Clear' };
    const send_ = { action: 'assignLawyer', lawyerId: lawyer.userId };
    const { submitted: s, underReview: u, drafted: d } = ids();
    await expectTable([
      ['nobody', () => send('POST', url, nobody, send_, s), '401 signInRequired'],
      ['expired token', () => send('POST', url, expired, send_, s), '401 sessionExpired'],
      ['farmer sends own', () => send('POST', url, submitted, send_, s), '403 forbidden'],
      ['lawyer sends', () => send('POST', url, lawyer, send_, s), '403 actionNotForRole'],
      ['banker reviews', () => send('POST', url, banker, review, u), '403 actionNotForRole'],
      ['lawyer approves', () => send('POST', url, lawyer, { action: 'approve' }, u), '403 actionNotForRole'],
      ['lawyer reviews a submitted one', () => send('POST', url, lawyer, review, s), '404 applicationNotFound'],
      [
        'banker sends a draft (no branch has it yet)',
        () => send('POST', url, banker, send_, d),
        '404 applicationNotFound',
      ],
      ['banker sends, unknown id', () => send('POST', url, banker, send_, randomUUID()), '404 applicationNotFound'],
      ['banker, no userId', () => send('POST', url, banker, send_), '400 userIdRequired'],
      ['banker sends a submitted one', () => send('POST', url, banker, send_, s), '200'],
      ['lawyer reviews one under review', () => send('POST', url, lawyer, review, u), '200'],
    ]);
  });

  it('GET /loan/application/history: staff read all of it; the farmer their own timeline', async () => {
    const url = '/api/loan/application/history';
    const { submitted: s, underReview: u } = ids();
    await expectTable([
      ['nobody', () => get(url, nobody), '401 signInRequired'],
      ['expired token', () => get(url, expired), '401 sessionExpired'],
      ['farmer, own', () => get(url, submitted), '200'],
      ['farmer without one', () => get(url, without), '404 noApplicationYet'],
      ['farmer, another farmer', () => get(url, submitted, u), '403 ownApplicationOnly'],
      ['lawyer, no userId', () => get(url, lawyer), '400 userIdRequired'],
      ['lawyer, submitted', () => get(url, lawyer, s), '404 applicationNotFound'],
      ['lawyer, under review', () => get(url, lawyer, u), '200'],
      ['banker, submitted', () => get(url, banker, s), '200'],
      ['banker, unknown id', () => get(url, banker, randomUUID()), '404 applicationNotFound'],
    ]);
  });

  it('GET /sheet/kcc-applications: staff only, and a lawyer only the lawyer’s categories', async () => {
    const list = (as: Account | null, group?: string) =>
      callApi(app, 'GET', '/api/sheet/kcc-applications', { as, ...(group ? { query: { group } } : {}) });
    await expectTable([
      ['nobody', () => list(nobody), '401 signInRequired'],
      ['expired token', () => list(expired), '401 sessionExpired'],
      ['farmer', () => list(submitted), '403 forbidden'],
      ['lawyer, all', () => list(lawyer), '200'],
      ['lawyer, incoming', () => list(lawyer, 'incoming'), '200'],
      ['lawyer, completed', () => list(lawyer, 'completed'), '200'],
      ['lawyer, a banker tab', () => list(lawyer, 'awaitingLawyerAssignment'), '403 groupNotForRole'],
      ['lawyer, unknown group', () => list(lawyer, 'everything'), '400 VALIDATION'],
      ['banker, all', () => list(banker), '200'],
      ['banker, a tab', () => list(banker, 'awaitingLawyerAssignment'), '200'],
      ['banker, a lawyer category', () => list(banker, 'incoming'), '200'],
    ]);
  });

  it('POST /contact/inquiry: anyone, signed in or not', async () => {
    const inquiry = { name: 'Asha', email: 'asha@example.in', message: 'When will I hear back?' };
    await expectTable([
      ['nobody', () => send('POST', '/api/contact/inquiry', nobody, inquiry), '201'],
      ['farmer', () => send('POST', '/api/contact/inquiry', submitted, inquiry), '201'],
    ]);
  });
});
