import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { ApplicationListPage } from '@kisan-credit/shared-api/contract/applicationList';
import type { ServingBranch } from '@kisan-credit/shared-api/contract/pinCode';
import type { ApplicationHistoryEntry } from '@kisan-credit/shared-api/contract/workflow';
import { callApi, ensureBranch, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { okData } from '../support/applications';
import { queryRows } from '../support/sql';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

const LUCKNOW_MAIN = 'SBIN0001234';
const LUCKNOW_CITY = 'SBIN0001250';
const KANPUR = 'SBIN0005678';

/**
 * The farmer's PIN Code field routes a submission: to the branch the farmer chose where several serve the
 * PIN (checked: it must serve it), to the only one otherwise, to the admin's unrouted queue with none; an
 * application saved before the field existed is routed by the PIN its address ends with.
 */
describe.each(testDatabases())('routing by the PIN Code field on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let mainBanker: Account;
  let cityBanker: Account;
  let kanpurBanker: Account;
  let admin: Account;
  let farmer: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await ensureBranch(app, LUCKNOW_MAIN, ['226001', '226005']);
    await ensureBranch(app, LUCKNOW_CITY, ['226001']);
    await ensureBranch(app, KANPUR, ['208001']);
    mainBanker = await signedInAccount(app, 'banker', '9000000001', { branches: [LUCKNOW_MAIN] });
    cityBanker = await signedInAccount(app, 'banker', '9000000003', { branches: [LUCKNOW_CITY] });
    kanpurBanker = await signedInAccount(app, 'banker', '9000000005', { branches: [KANPUR] });
    admin = await signedInAccount(app, 'admin', '9000000004');
    farmer = await signedInAccount(app, 'user', farmerPhone(1));
  });

  const outcome = (response: LightMyRequestResponse) =>
    response.statusCode >= 400 ? `${response.statusCode} ${response.json().code}` : String(response.statusCode);
  const listed = async (banker: Account) =>
    ((await callApi(app, 'GET', '/api/sheet/kcc-applications', { as: banker })).json() as ApplicationListPage).data.map(
      (row) => row.userId,
    );
  const submit = (body: Record<string, unknown>) =>
    callApi(app, 'POST', '/api/loan/application', { as: farmer, body: { ...exampleCompleteApplication(), ...body } });

  it('stores the PIN Code as digits, typed in any Indian script, and refuses one in the wrong format', async () => {
    for (const pinCode of ['22600', '026001', '2260011', 'PIN']) {
      const refused = await submit({ pinCode });
      expect([pinCode, outcome(refused)]).toEqual([pinCode, '400 VALIDATION']);
      expect(refused.json().issues).toContainEqual({
        path: 'pinCode',
        message: 'Please enter a valid PIN code: 6 digits, the first not 0, like 261001',
      });
    }
    expect(outcome(await submit({ pinCode: '' }))).toBe('400 VALIDATION');
    // A draft may hold a half-typed PIN.
    await okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: { applicantName: 'Ramesh', pinCode: '22' } });

    // The draft's submission.
    expect(outcome(await submit({ pinCode: '२२६ ००५' }))).toBe('200');
    const stored = await okData(app, 'GET', '/api/loan/application', { as: farmer });
    expect(stored.pinCode).toBe('226005');
    expect(await listed(mainBanker)).toEqual([farmer.userId]);
  });

  it('routes by the PIN Code field, not by a PIN the address happens to end with', async () => {
    await submit({ address: 'Village Bithoor, Kanpur 208001', pinCode: '226005' });
    expect(await listed(mainBanker)).toEqual([farmer.userId]);
    expect(await listed(kanpurBanker)).toEqual([]);
  });

  it('lists the branches serving a PIN code, by IFSC, with only their name', async () => {
    const serving = (pin: string) =>
      okData<ServingBranch[]>(app, 'GET', '/api/branches/serving', { as: farmer, query: { pin } });
    expect(await serving('226001')).toEqual([
      { ifsc: LUCKNOW_MAIN, name: `Branch ${LUCKNOW_MAIN}` },
      { ifsc: LUCKNOW_CITY, name: `Branch ${LUCKNOW_CITY}` },
    ]);
    expect(await serving('२०८००१')).toEqual([{ ifsc: KANPUR, name: `Branch ${KANPUR}` }]);
    expect(await serving('560001')).toEqual([]);
    const bad = await callApi(app, 'GET', '/api/branches/serving', { as: farmer, query: { pin: '06001' } });
    expect(outcome(bad)).toBe('400 VALIDATION');
    expect(outcome(await callApi(app, 'GET', '/api/branches/serving', { query: { pin: '226001' } }))).toBe(
      '401 signInRequired',
    );
  });

  it('sends the application to the branch the farmer chose among those serving the PIN, and audits it', async () => {
    expect(outcome(await submit({ pinCode: '226001', branchIfsc: LUCKNOW_CITY }))).toBe('201');
    expect(await listed(cityBanker)).toEqual([farmer.userId]);
    expect(await listed(mainBanker)).toEqual([]);
    const history = await okData<ApplicationHistoryEntry[]>(app, 'GET', '/api/loan/application/history', {
      as: cityBanker,
      query: { userId: farmer.userId },
    });
    const submitted = history.find((entry) => entry.action === 'submitted')!;
    expect(submitted.changes).toContainEqual({ field: 'branchIfsc', old: null, new: LUCKNOW_CITY });
    expect(submitted.changes.map((change) => change.field)).toContain('branchId');
  });

  it('refuses a chosen branch that does not serve the PIN (422), and keeps nothing of that submission', async () => {
    const refused = await submit({ pinCode: '226001', branchIfsc: KANPUR });
    expect(outcome(refused)).toBe('422 chosenBranchNotServingPin');
    expect(refused.json()).toMatchObject({
      error:
        'The branch you chose does not serve your PIN code. Please choose again from the branches listed for your PIN code.',
      issues: [{ path: 'branchIfsc' }],
    });
    expect(outcome(await callApi(app, 'GET', '/api/loan/application', { as: farmer }))).toBe('404 noApplicationYet');
    expect(await listed(kanpurBanker)).toEqual([]);
  });

  it('routes an application saved before the PIN Code field by the PIN its address ends with', async () => {
    expect(outcome(await submit({ address: 'Village Rampur, Mysuru 570001', pinCode: '570001' }))).toBe('201');
    const unrouted = await okData<{ userId: string }[]>(app, 'GET', '/api/admin/applications/unrouted', { as: admin });
    expect(unrouted.map((row) => row.userId)).toEqual([farmer.userId]);
    // As it was stored before the field existed: no PIN Code, the PIN only in the address.
    await queryRows(
      testDatabase.database,
      sql`update applications set data = data - 'pinCode', owner_answer = null where user_id = ${farmer.userId}`,
    );
    await okData(app, 'PATCH', `/api/admin/branches/${KANPUR}`, { as: admin, body: { pins: ['208001', '570001'] } });
    const route = (ifsc: string) =>
      callApi(app, 'POST', '/api/admin/applications/route', { as: admin, body: { userId: farmer.userId, ifsc } });
    expect(outcome(await route(LUCKNOW_MAIN))).toBe('409 branchNotServingPin');
    expect(outcome(await route(KANPUR))).toBe('200');
    expect(await listed(kanpurBanker)).toEqual([farmer.userId]);
  });
});
