import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { ApplicationListPage } from '@kisan-credit/shared-api/contract/applicationList';
import {
  LAWYER_CATEGORY_GROUPS,
  LAWYER_VISIBLE_GROUPS,
  type ApplicationStatus,
} from '@kisan-credit/shared-api/contract/status';
import {
  exportBatchQuery,
  listPageQuery,
  NEWEST_FIRST as NEWEST_ORDER,
  type ListOrder,
  type QueryFilter,
} from '../../src/applications/applicationRepository';
import type { Database } from '../../src/db/connect';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, keptAndCountedGroups } from '../support/applications';
import { buildTestApp, MINUTE } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

/** Twelve applicants, oldest first, with the status each application reaches. */
const APPLICANTS: [name: string, status: ApplicationStatus][] = [
  ['Asha Devi', 'formFill'],
  ['Bharat Singh', 'farmerSubmitted'],
  ['Chandan Yadav', 'lawyer'],
  ['Deepa Kumari', 'formFill'],
  ['Ehsan Ali', 'banker'],
  ['Farida Begum', 'farmerSubmitted'],
  ['Gopal 100% Organic', 'disbursed'],
  ['Harish Patel', 'formFill'],
  ['Indira Naik', 'lawyer'],
  ['Jagdish Rao', 'farmerSubmitted'],
  ['Kamala Bai', 'banker'],
  ['Lakshmi Reddy', 'formFill'],
];
const NEWEST_FIRST = APPLICANTS.map(([name]) => name).reverse();
const namesOf = (page: ApplicationListPage) => page.data.map((item) => item.applicantName);

describe.each(testDatabases())('the dashboards’ list on %s', (kind) => {
  const testDatabase = useTestDatabase(kind, { emptyBeforeEach: false });
  let app: FastifyInstance;
  let banker: Account;
  let lawyer: Account;
  const farmers: Account[] = [];

  beforeAll(async () => {
    let clock;
    ({ app, clock } = await buildTestApp({ database: testDatabase.database }));
    banker = await signedInAccount(app, 'banker', '9000000001');
    const checker = await signedInAccount(app, 'banker', '9000000003');
    lawyer = await signedInAccount(app, 'lawyer', '9000000002');
    for (const [index, [name, status]] of APPLICANTS.entries()) {
      const farmer = await signedInAccount(app, 'user', farmerPhone(index + 1));
      farmers.push(farmer);
      const application = { ...exampleCompleteApplication(), applicantName: name };
      if (status === 'formFill') {
        // Submitted (so it belongs to the branch), then re-opened by the farmer's draft: a banker sees it.
        await applicationInStatus(app, { farmer, banker, checker, lawyer }, 'farmerSubmitted', application);
        await callApi(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: { ...application, age: 43 } });
      } else {
        await applicationInStatus(app, { farmer, banker, checker, lawyer }, status, application);
      }
      clock.advance(MINUTE);
    }
  }, 30_000);
  afterAll(() => app.close());

  const list = async (as: Account, query: Record<string, string> = {}) => {
    const response = await callApi(app, 'GET', '/api/sheet/kcc-applications', { as, query });
    expect(response.statusCode).toBe(200);
    return response.json() as Required<ApplicationListPage>;
  };

  it('gives the banker the newest five by default, with every tab’s count', async () => {
    const page = await list(banker);
    expect(namesOf(page)).toEqual(NEWEST_FIRST.slice(0, 5));
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 12 });
    expect(page.counts).toEqual({
      awaitingLawyerAssignment: 7,
      underLegalReview: 2,
      readyForBankingReview: 2,
      finalApprovalAndDisbursed: 1,
      all: 12,
    });
  });

  it('answers the spec’s list items, with no personal numbers', async () => {
    const [item] = (await list(banker, { q: 'Lakshmi' })).data as ApplicationListItem[];
    const owner = farmers[11]!;
    expect(item).toEqual({
      _id: expect.any(String),
      userId: owner.userId,
      key: `lakshmi-reddy-${owner.phone}`,
      applicantName: 'Lakshmi Reddy',
      phoneNumber: owner.phone,
      address: exampleCompleteApplication().address,
      loanAmount: 150000,
      createdAt: new Date(new Date('2026-01-15T10:00:00.000Z').getTime() + 11 * MINUTE).toISOString(),
      business: 'Crop Farming',
      status: 'farmerSubmitted',
      daysPending: 0,
    });
  });

  it('pages through every application once, newest first', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(banker, { page: String(page) })));
    expect(pages.map((page) => page.data.length)).toEqual([5, 5, 2, 0]);
    expect(pages.flatMap(namesOf)).toEqual(NEWEST_FIRST);
    expect(pages.every((page) => page.total === 12)).toBe(true);
    const big = await list(banker, { pageSize: '50' });
    expect(namesOf(big)).toEqual(NEWEST_FIRST);
  });

  it('lists one banker tab at a time', async () => {
    const awaiting = await list(banker, { group: 'awaitingLawyerAssignment', pageSize: '10' });
    expect(namesOf(awaiting)).toEqual([
      'Lakshmi Reddy',
      'Jagdish Rao',
      'Harish Patel',
      'Farida Begum',
      'Deepa Kumari',
      'Bharat Singh',
      'Asha Devi',
    ]);
    expect(awaiting.total).toBe(7);
    expect(namesOf(await list(banker, { group: 'underLegalReview' }))).toEqual(['Indira Naik', 'Chandan Yadav']);
    expect(namesOf(await list(banker, { group: 'readyForBankingReview' }))).toEqual(['Kamala Bai', 'Ehsan Ali']);
    const last = await list(banker, { group: 'finalApprovalAndDisbursed' });
    expect(last.data.map((item) => item.status)).toEqual(['disbursed']);
  });

  it('searches name, phone, key and ID, ignoring case, and counts what it found', async () => {
    const byName = await list(banker, { q: 'DEVI' });
    expect(namesOf(byName)).toEqual(['Asha Devi']);
    expect(byName.counts).toMatchObject({ awaitingLawyerAssignment: 1, underLegalReview: 0, all: 1 });
    expect(namesOf(await list(banker, { q: farmers[4]!.phone.slice(-4) }))).toEqual(['Ehsan Ali']);
    expect(namesOf(await list(banker, { q: `kamala-bai-${farmers[10]!.phone}` }))).toEqual(['Kamala Bai']);
    const id = (await list(banker, { q: 'Jagdish' })).data[0]!._id;
    expect(namesOf(await list(banker, { q: id.toUpperCase() }))).toEqual(['Jagdish Rao']);
    // Wildcards are matched as text.
    expect(namesOf(await list(banker, { q: '100%' }))).toEqual(['Gopal 100% Organic']);
    expect(namesOf(await list(banker, { q: '_' }))).toEqual([]);
    expect((await list(banker, { q: 'nobody at all' })).total).toBe(0);
  });

  it('shows the lawyer only applications in or past legal review, in two categories', async () => {
    const all = await list(lawyer);
    expect(namesOf(all)).toEqual(['Kamala Bai', 'Indira Naik', 'Gopal 100% Organic', 'Ehsan Ali', 'Chandan Yadav']);
    expect(all.counts).toEqual({ incoming: 2, completed: 3, all: 5 });
    expect(namesOf(await list(lawyer, { group: 'incoming' }))).toEqual(['Indira Naik', 'Chandan Yadav']);
    const completed = await list(lawyer, { group: 'completed', pageSize: '2', page: '2' });
    expect(namesOf(completed)).toEqual(['Ehsan Ali']);
    expect(completed.total).toBe(3);
    expect((await list(lawyer, { q: 'Asha' })).total).toBe(0);
  });

  it('refuses pages that do not exist and sizes over 50', async () => {
    const queries: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '51' },
      { pageSize: 'all' },
      { q: 'x'.repeat(101) },
      { sort: 'name' },
      { order: 'up' },
      { appliedFrom: '2026-02-30' },
      { appliedTo: '15/01/2026' },
      { appliedFrom: '2026-01-16', appliedTo: '2026-01-15' },
      { amountMin: 'lots' },
      { amountMin: '-1' },
      { amountMin: '200000', amountMax: '100000' },
      { place: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const response = await callApi(app, 'GET', '/api/sheet/kcc-applications', { as: banker, query });
      expect(response.statusCode).toBe(400);
    }
    const response = await callApi(app, 'GET', '/api/sheet/kcc-applications', {
      as: banker,
      query: { pageSize: '51' },
    });
    expect(response.json().issues).toEqual([
      { path: 'querystring.pageSize', message: 'Page size must be a whole number from 1 to 50' },
    ]);
  });

  // A banker's pages are their branch's; a lawyer's the cases assigned to them.
  const SOMEONE = '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d';
  const tab = { branchId: SOMEONE, groups: ['underLegalReview'] as const };
  const pageFilters: [QueryFilter, string, ListOrder?][] = [
    [{ branchId: SOMEONE }, 'applications_branch_created_at_id'],
    [tab, 'applications_branch_status_group_created_at_id'],
    [tab, 'applications_branch_status_group_created_at_id', { sort: 'appliedDate', order: 'asc' }],
    [tab, 'applications_branch_status_group_loan_amount_id', { sort: 'amount', order: 'desc' }],
    [tab, 'applications_branch_status_group_loan_amount_id', { sort: 'amount', order: 'asc' }],
    [tab, 'applications_branch_status_group_status_since_id', { sort: 'daysPending', order: 'desc' }],
    [tab, 'applications_branch_status_group_status_since_id', { sort: 'daysPending', order: 'asc' }],
    [{ lawyerId: SOMEONE, groups: LAWYER_VISIBLE_GROUPS }, 'applications_assigned_lawyer_created_at_id'],
    [{ lawyerId: SOMEONE, groups: LAWYER_CATEGORY_GROUPS.completed }, 'applications_assigned_lawyer_created_at_id'],
  ];

  it('reads every dashboard page from an index in each order, never by sorting the table', async () => {
    const { database } = testDatabase;
    for (const [filter, index, order = NEWEST_ORDER] of pageFilters) {
      const plan = await planOf(database, listPageQuery(database.db, filter, order, 5, 10).toSQL());
      expect({ filter, plan }).toEqual({ filter, plan: expect.stringContaining(index) });
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('keeps to the index in the generic plan the server’s prepared statements come to use', async () => {
    const { database } = testDatabase;
    for (const [filter, index, order = NEWEST_ORDER] of pageFilters) {
      const whose = filter.branchId ? { branchId: sql.placeholder('whose') } : { lawyerId: sql.placeholder('whose') };
      const prepared = listPageQuery(
        database.db,
        { ...filter, ...whose },
        order,
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).toSQL();
      const plan = await planOf(database, { sql: prepared.sql, params: [] }, { genericWith: [`'${SOMEONE}'`, 5, 10] });
      expect({ filter, plan }).toEqual({ filter, plan: expect.stringContaining(index) });
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('reads each export batch from the index, entered at the last row of the batch before', async () => {
    const { database } = testDatabase;
    const last = {
      id: SOMEONE,
      createdAt: new Date('2026-01-15T10:00:00.000Z'),
      statusSince: new Date('2026-01-15T10:00:00.000Z'),
      loanAmount: 150_000,
    } as Parameters<typeof exportBatchQuery>[3];
    const orders: [ListOrder, string][] = [
      [NEWEST_ORDER, 'applications_branch_status_group_created_at_id'],
      [{ sort: 'daysPending', order: 'desc' }, 'applications_branch_status_group_status_since_id'],
      [{ sort: 'amount', order: 'desc' }, 'applications_branch_status_group_loan_amount_id'],
    ];
    for (const [order, index] of orders) {
      const plan = await planOf(database, exportBatchQuery(database.db, tab, order, last, 1000).toSQL());
      expect({ order, plan }).toEqual({ order, plan: expect.stringContaining(index) });
      expect({ order, plan }).toEqual({ order, plan: expect.stringMatching(/Index Cond: .*ROW\(/) });
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('keeps every tab’s count in the database, equal to a count of the table', async () => {
    const { kept, counted } = await keptAndCountedGroups(testDatabase.database);
    expect(kept).toEqual({
      awaitingLawyerAssignment: 7,
      underLegalReview: 2,
      readyForBankingReview: 2,
      finalApprovalAndDisbursed: 1,
    });
    expect(kept).toEqual(counted);
  });

  it('gives the banker the rupees sanctioned and disbursed across the branch, kept as bank details change', async () => {
    const before = (await list(banker)).amounts;
    expect(before).toEqual({ sanctioned: expect.any(Number), disbursed: 150_000 });
    const patched = await callApi(app, 'PATCH', '/api/loan/application', {
      as: banker,
      query: { userId: farmers[4]!.userId },
      body: { bankDetails: { loanAmountSanctioned: 90_000 } },
    });
    expect(patched.statusCode).toBe(200);
    expect((await list(banker, { q: 'Ehsan' })).amounts).toEqual({
      sanctioned: before!.sanctioned + 90_000,
      disbursed: 150_000,
    });
    expect((await list(lawyer)).amounts).toBeUndefined();
  });
});

/**
 * The plan PostgreSQL would choose if the table were large: with twelve rows it would rightly read the
 * whole table, so sequential scans and sorts are priced out for this one transaction.
 */
async function planOf(
  database: Database,
  query: { sql: string; params: unknown[] },
  { genericWith }: { genericWith?: (number | string)[] } = {},
): Promise<string> {
  const statements = ['set local enable_seqscan = off', 'set local enable_sort = off'];
  let explain = `explain ${query.sql}`;
  if (genericWith) {
    // As a prepared statement after a few runs: one plan for any parameters.
    statements.push('set local plan_cache_mode = force_generic_plan', `prepare planned_page as ${query.sql}`);
    explain = `explain execute planned_page(${genericWith.join(', ')})`;
  }
  const cleanUp = genericWith ? 'deallocate planned_page' : undefined;
  if (database.kind === 'pglite') {
    return database.client.transaction(async (tx) => {
      for (const statement of statements) await tx.query(statement);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(explain, query.params as unknown[]);
      if (cleanUp) await tx.query(cleanUp);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(explain, query.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    if (cleanUp) await client.query(cleanUp);
    client.release();
  }
}
