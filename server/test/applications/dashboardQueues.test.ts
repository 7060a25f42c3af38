import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { ApplicationListPage, ListSort, SortOrder } from '@kisan-credit/shared-api/contract/applicationList';
import { callApi, ensureBranch, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, takeAction } from '../support/applications';
import { queryRows } from '../support/sql';
import { buildTestApp, HOUR, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

const DAY = 24 * HOUR;
const RAMPUR = 'Village Rampur, Tehsil Sadar, District Sitapur, Uttar Pradesh 261001';
const KHERI = 'Village Kheri, Tehsil Gola, District Lakhimpur, Uttar Pradesh 262701';
const LUCKNOW = 'Gomti Nagar, Lucknow, Uttar Pradesh 226001';
const OTHER_BRANCH = 'KCCB0000002';

/**
 * Applicants a day apart (the clock starts 15 Jan 2026, 15:30 in India), each submitted: name, address,
 * amount asked. Deepa applies at 00:30 on 19 Jan in India, still 18 Jan in UTC. Anil's PIN is another branch's.
 */
const APPLICANTS: [name: string, address: string, amount: number][] = [
  ['Asha Devi', RAMPUR, 50_000],
  ['Bharat Singh', KHERI, 300_000],
  ['Chandan Yadav', RAMPUR, 120_000],
  ['Deepa Kumari', KHERI, 80_000],
  ['Anil Other Branch', LUCKNOW, 100_000],
];

type Page = Required<ApplicationListPage>;
const namesOf = (page: Page) => page.data.map((item) => item.applicantName);

describe.each(testDatabases())('the dashboards’ sorting, filters and export on %s', (kind) => {
  const testDatabase = useTestDatabase(kind, { emptyBeforeEach: false });
  let app: FastifyInstance;
  let clock: TestClock;
  let banker: Account;
  let otherBanker: Account;
  let lawyer: Account;
  const farmers: Account[] = [];

  beforeAll(async () => {
    ({ app, clock } = await buildTestApp({ database: testDatabase.database, env: { SERVICE_LEVEL_DAYS: '10' } }));
    await ensureBranch(app, OTHER_BRANCH, ['226001']);
    banker = await signedInAccount(app, 'banker', '9000000001');
    const checker = await signedInAccount(app, 'banker', '9000000003');
    otherBanker = await signedInAccount(app, 'banker', '9000000005', { branches: [OTHER_BRANCH] });
    lawyer = await signedInAccount(app, 'lawyer', '9000000002');
    for (const [index, [name, address, loanAmount]] of APPLICANTS.entries()) {
      if (name === 'Deepa Kumari') clock.advance(9 * HOUR);
      const farmer = await signedInAccount(app, 'user', farmerPhone(index + 1));
      farmers.push(farmer);
      const pinCode = /\d{6}$/.exec(address)![0];
      const application = { ...exampleCompleteApplication(), applicantName: name, address, pinCode, loanAmount };
      await applicationInStatus(app, { farmer, banker, checker, lawyer }, 'farmerSubmitted', application);
      clock.advance(DAY);
    }
    // Deepa's case goes to the lawyer on 22 Jan, Asha's on 25 Jan: their days pending count from then.
    for (const [farmer, days] of [
      [farmers[3]!, 2],
      [farmers[0]!, 3],
    ] as const) {
      clock.advance(days * DAY);
      banker = await signedInAccount(app, 'banker', '9000000001');
      const assigned = await takeAction(app, banker, farmer, { action: 'assignLawyer', lawyerId: lawyer.userId });
      expect(assigned.statusCode).toBe(200);
    }
    clock.advance(3 * DAY);
    // Sessions end after an idle hour: everyone signs in again at the new day.
    banker = await signedInAccount(app, 'banker', '9000000001');
    otherBanker = await signedInAccount(app, 'banker', '9000000005');
    lawyer = await signedInAccount(app, 'lawyer', '9000000002');
    farmers[0] = await signedInAccount(app, 'user', farmerPhone(1));
  }, 60_000);
  afterAll(() => app.close());

  const list = async (as: Account, query: Record<string, string> = {}) => {
    const response = await callApi(app, 'GET', '/api/sheet/kcc-applications', { as, query });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const sorted = async (sort: ListSort, order: SortOrder) => namesOf(await list(banker, { sort, order }));

  it('sorts by applied date, amount and days pending, both ways', async () => {
    const oldestFirst = ['Asha Devi', 'Bharat Singh', 'Chandan Yadav', 'Deepa Kumari'];
    expect(await sorted('appliedDate', 'desc')).toEqual([...oldestFirst].reverse());
    expect(await sorted('appliedDate', 'asc')).toEqual(oldestFirst);
    const largestFirst = ['Bharat Singh', 'Chandan Yadav', 'Deepa Kumari', 'Asha Devi'];
    expect(await sorted('amount', 'desc')).toEqual(largestFirst);
    expect(await sorted('amount', 'asc')).toEqual([...largestFirst].reverse());
    // Asha applied first but has waited least at her step: her case reached the lawyer last.
    const longestWaitingFirst = ['Bharat Singh', 'Chandan Yadav', 'Deepa Kumari', 'Asha Devi'];
    expect(await sorted('daysPending', 'desc')).toEqual(longestWaitingFirst);
    expect(await sorted('daysPending', 'asc')).toEqual([...longestWaitingFirst].reverse());
  });

  it('gives each row its whole days pending and the page the service-level target set on the server', async () => {
    const page = await list(banker, { sort: 'daysPending' });
    expect(page.data.map((item) => [item.applicantName, item.daysPending])).toEqual([
      ['Bharat Singh', 12],
      ['Chandan Yadav', 11],
      ['Deepa Kumari', 6],
      ['Asha Devi', 3],
    ]);
    expect(page.serviceLevelDays).toBe(10);
  });

  it('filters by village or PIN, applied days in India and amount, counting what matches', async () => {
    expect(namesOf(await list(banker, { place: 'kheri' }))).toEqual(['Deepa Kumari', 'Bharat Singh']);
    expect(namesOf(await list(banker, { place: '261001' }))).toEqual(['Chandan Yadav', 'Asha Devi']);
    const days = await list(banker, { appliedFrom: '2026-01-16', appliedTo: '2026-01-18' });
    expect(namesOf(days)).toEqual(['Chandan Yadav', 'Bharat Singh']);
    expect(days.total).toBe(2);
    expect(days.counts).toMatchObject({ awaitingLawyerAssignment: 2, underLegalReview: 0, all: 2 });
    const legal = await list(banker, { group: 'underLegalReview', place: 'rampur' });
    expect(namesOf(legal)).toEqual(['Asha Devi']);
    expect(legal.counts).toMatchObject({ awaitingLawyerAssignment: 1, underLegalReview: 1, all: 2 });
    expect(namesOf(await list(banker, { appliedFrom: '2026-01-19' }))).toEqual(['Deepa Kumari']);
    const amounts = await list(banker, { amountMin: '80000', amountMax: '120000', sort: 'amount', order: 'asc' });
    expect(namesOf(amounts)).toEqual(['Deepa Kumari', 'Chandan Yadav']);
    const both = await list(banker, { place: 'Rampur', amountMin: '100000' });
    expect(namesOf(both)).toEqual(['Chandan Yadav']);
    expect(both.total).toBe(1);
  });

  it('answers every run of one filter shape with that run’s values, past the runs after which a plan is kept', async () => {
    // The statement of a filter shape is built once; PostgreSQL must still plan each run with its values.
    const database = testDatabase.database;
    const sent =
      database.kind === 'postgres'
        ? jest.spyOn(database.pool as unknown as { query: (config: unknown) => unknown }, 'query')
        : undefined;
    let calls: unknown[];
    try {
      for (let run = 0; run < 8; run++) {
        const [amountMin, amountMax, names] =
          run % 2 === 0
            ? ['100000', '400000', ['Bharat Singh', 'Chandan Yadav']]
            : ['60000', '90000', ['Deepa Kumari']];
        const page = await list(banker, { sort: 'daysPending', appliedFrom: '2026-01-15', amountMin, amountMax });
        expect(namesOf(page)).toEqual(names);
        expect(page.total).toBe(names.length);
      }
      calls = sent?.mock.calls.map(([config]) => config) ?? [];
    } finally {
      sent?.mockRestore();
    }
    if (database.kind === 'postgres') {
      const filtered = (calls as { name?: string; text?: string }[]).filter((config) =>
        /"loan_amount" >= \$\d/.test(config.text ?? ''),
      );
      // Eight pages and the counts of each of the two ranges (kept after their first): two texts, both
      // unnamed statements, which PostgreSQL plans with each run's values.
      expect(filtered.length).toBe(10);
      expect(new Set(filtered.map((config) => config.text)).size).toBe(2);
      expect(filtered.every((config) => config.name === undefined)).toBe(true);
    }
  });

  it('keeps every status on or after its application, which the days-pending filter relies on', async () => {
    const refused = await testDatabase.database.db
      .execute(
        sql`update applications set status_since = created_at - interval '1 second' where applicant_name = 'Asha Devi'`,
      )
      .then(
        () => undefined,
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/applications_status_since_not_before_created/);
  });

  it('counts a filter again once a write changed what it counts, and a save that did not leaves it', async () => {
    const counted = async () => (await list(banker, { amountMin: '100000', group: 'underLegalReview' })).counts;
    const changes = async () =>
      Number(
        (
          await queryRows<{ changes: string | number }>(
            testDatabase.database,
            sql`select coalesce(sum(changes), 0) as changes from application_group_counts where branch_key <> ''`,
          )
        )[0]!.changes,
      );
    expect(await counted()).toMatchObject({ awaitingLawyerAssignment: 2, underLegalReview: 0, all: 2 });
    // Asha (Rampur, ₹50,000, with the lawyer) asks for ₹1,50,000: she now counts under the filter.
    const before = await changes();
    const setAmount = (amount: number) =>
      testDatabase.database.db.execute(
        sql`update applications set loan_amount = ${amount} where applicant_name = 'Asha Devi'`,
      );
    await setAmount(150_000);
    expect(await changes()).toBe(before + 1);
    expect(await counted()).toMatchObject({ awaitingLawyerAssignment: 2, underLegalReview: 1, all: 3 });
    // A save that changes nothing a list filters on touches no counts row.
    await testDatabase.database.db.execute(
      sql`update applications set business = business where applicant_name = 'Asha Devi'`,
    );
    expect(await changes()).toBe(before + 1);
    await setAmount(50_000);
    expect(await counted()).toMatchObject({ awaitingLawyerAssignment: 2, underLegalReview: 0, all: 2 });
  });

  it('pages by 5, 20 or 50 rows', async () => {
    for (const pageSize of ['5', '20', '50']) {
      const page = await list(banker, { pageSize, sort: 'amount' });
      expect(page).toMatchObject({ pageSize: Number(pageSize), total: 4 });
    }
    const second = await list(banker, { pageSize: '3', page: '2', sort: 'amount' });
    expect(namesOf(second)).toEqual(['Asha Devi']);
  });

  it('keeps every filter within the banker’s branch', async () => {
    expect((await list(banker, { place: '226001' })).total).toBe(0);
    expect(namesOf(await list(banker, { amountMin: '100000', amountMax: '100000' }))).toEqual([]);
    const other = await list(otherBanker, { sort: 'amount', amountMin: '0' });
    expect(namesOf(other)).toEqual(['Anil Other Branch']);
  });

  const download = (as: Account, query: Record<string, string>, headers: Record<string, string> = {}) =>
    callApi(app, 'GET', '/api/sheet/kcc-applications/export', { as, query, headers });

  it('exports the filtered list as CSV, in its order, numbers masked, nothing of another branch', async () => {
    const response = await download(banker, { format: 'csv', sort: 'amount', order: 'desc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kcc-applications-.*\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Application ID,Applicant,Phone,Address,Loan Amount (₹),Applied,Status,Days pending,Aadhaar (last 4),Account number (last 4)',
    );
    const rows = lines.slice(1).map(csvCells);
    expect(rows.map((row) => row[1])).toEqual(['Bharat Singh', 'Chandan Yadav', 'Deepa Kumari', 'Asha Devi']);
    expect(rows[0]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Bharat Singh',
      farmers[1]!.phone,
      KHERI,
      '300000',
      '16 Jan 2026',
      'Submitted',
      '12',
      'XXXX XXXX 0124',
      'XXXXXXX7890',
    ]);
    expect(rows[3]!.slice(6, 8)).toEqual(['Legal Review', '3']);
    const { aadharNo, bankAccount } = exampleCompleteApplication();
    expect(response.body).not.toContain(aadharNo);
    expect(response.body).not.toContain(bankAccount.accountNumber);
    expect(response.body).not.toContain('Anil');

    const filtered = await download(banker, { format: 'csv', place: 'kheri', appliedTo: '2026-01-18' });
    expect(filtered.body.trimEnd().split('\r\n').length).toBe(2);
    expect(filtered.body).toContain('Bharat Singh');
  });

  it('exports Excel (xlsx) that opens with the same rows, in the page’s language', async () => {
    const response = await download(banker, { format: 'xlsx', sort: 'daysPending' }, { 'accept-language': 'hi' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const cells = values.map((row) => row.slice(1));
    expect(cells[0]).toEqual([
      'आवेदन आईडी',
      'आवेदक',
      'फ़ोन',
      'पता',
      'ऋण राशि (₹)',
      'आवेदन तिथि',
      'स्थिति',
      'लंबित दिन',
      'आधार (अंतिम 4)',
      'खाता संख्या (अंतिम 4)',
    ]);
    expect(cells.slice(1).map((row) => row[1])).toEqual(['Bharat Singh', 'Chandan Yadav', 'Deepa Kumari', 'Asha Devi']);
    expect(cells[1]!.slice(4)).toEqual([300000, '16 Jan 2026', 'जमा किया गया', 12, 'XXXX XXXX 0124', 'XXXXXXX7890']);
  });

  it('exports in batches read one after another, in the same order as the pages', async () => {
    const caller = {
      userId: banker.userId,
      phone: banker.phone,
      role: 'banker' as const,
      name: null,
      branchId: (await app.users.findByPhone(banker.phone))!.branchId,
      sanctionLimit: null,
    };
    for (const sort of ['appliedDate', 'amount', 'daysPending'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const batches: string[][] = [];
        for await (const batch of app.applications.exportRows(caller, { sort, order }, 1)) {
          batches.push(batch.map((line) => line.applicantName!));
        }
        const page = namesOf(await list(banker, { sort, order, pageSize: '50' }));
        expect({ sort, order, names: batches.flat() }).toEqual({ sort, order, names: page });
        expect(batches.every((batch) => batch.length <= 1)).toBe(true);
      }
    }
  });

  it('gives the lawyer only the cases assigned to them, in lists and exports', async () => {
    const assigned = await takeAction(app, banker, farmers[2]!, { action: 'assignLawyer', lawyerId: lawyer.userId });
    expect(assigned.statusCode).toBe(200);
    const page = await list(lawyer, { sort: 'amount', amountMin: '0', place: 'Uttar Pradesh' });
    expect(namesOf(page)).toEqual(['Chandan Yadav', 'Deepa Kumari', 'Asha Devi']);
    expect(page.data.map((item) => item.daysPending)).toEqual([0, 6, 3]);
    expect(namesOf(await list(lawyer, { sort: 'daysPending', amountMax: '100000' }))).toEqual([
      'Deepa Kumari',
      'Asha Devi',
    ]);
    const file = await download(lawyer, { format: 'csv', sort: 'amount' });
    expect(
      file.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => csvCells(line)[1]),
    ).toEqual(['Chandan Yadav', 'Deepa Kumari', 'Asha Devi']);
    expect((await download(lawyer, { format: 'csv', group: 'underLegalReview' })).statusCode).toBe(403);
  });

  it('refuses farmers, unknown formats and ranges the wrong way round', async () => {
    expect((await download(farmers[0]!, { format: 'csv' })).statusCode).toBe(403);
    expect((await download(banker, { format: 'pdf' })).statusCode).toBe(400);
    expect((await download(banker, {})).statusCode).toBe(400);
    const backwards = await download(banker, { format: 'csv', amountMin: '5', amountMax: '1' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([
      { path: 'querystring.amountMax', message: 'Largest amount must not be below the smallest' },
    ]);
  });
});

/** The cells of one CSV line (fields quoted with "" for a quote inside). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}
