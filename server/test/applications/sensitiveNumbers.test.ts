import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blankGuarantor } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { createLogger } from '../../src/logger';
import { callApi, type Account } from '../support/accounts';
import { okData, signedInCast, takeAction, type Cast } from '../support/applications';
import { queryRows } from '../support/sql';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

const AADHAAR = '234567890124';
const PAN = 'ABCPK1234F';
const ACCOUNT = '31234567890';
const GUARANTOR_AADHAAR = '345678901238';
const SECRETS = [AADHAAR, PAN, ACCOUNT, GUARANTOR_AADHAAR];

/** The example application, with a guarantor, its numbers typed the way people type them. */
function applicationWithNumbers() {
  const application = exampleCompleteApplication();
  const guarantor = { ...blankGuarantor(), name: 'Mohan Lal', aadhar: '3456 7890 1238' };
  return {
    ...application,
    aadharNo: '2345 6789 0124',
    panNumber: 'abcpk1234f',
    bankAccount: { ...application.bankAccount, accountNumber: ACCOUNT },
    guarantorDetails: [guarantor],
  };
}

describe.each(testDatabases())('Aadhaar, PAN and account numbers on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let logLines: string[];
  let cast: Cast;

  beforeAll(async () => {
    logLines = [];
    const capture = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    ({ app } = await buildTestApp({ database: testDatabase.database, logger: createLogger('trace', capture) }));
    // A query that fails with a number among its parameters (as a search might).
    app.get('/api/test/failing-search', async () =>
      testDatabase.database.db.execute(sql`select * from no_such_table where aadhaar = ${AADHAAR}`),
    );
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    cast = await signedInCast(app);
  });

  /** Every table of the schema (and the migration journal), row by row, as text. */
  async function dumpEveryTable(): Promise<string> {
    const { database } = testDatabase;
    const tables = await queryRows<{ table_schema: string; table_name: string }>(
      database,
      sql`select table_schema, table_name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'applications',
        'application_events',
        'contact_inquiries',
        'users',
        'sessions',
        'otp_challenges',
      ]),
    );
    const dumps = await Promise.all(
      tables.map(async ({ table_schema, table_name }) => {
        const rows = await queryRows(database, sql.raw(`select * from "${table_schema}"."${table_name}"`));
        return `${table_name}: ${JSON.stringify(rows)}`;
      }),
    );
    return dumps.join('\n');
  }

  async function storeAndUse() {
    const { farmer, banker, lawyer } = cast;
    await okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: { aadharNo: AADHAAR, panNumber: PAN } });
    await okData(app, 'POST', '/api/loan/application', { as: farmer, body: applicationWithNumbers() });
    await takeAction(app, banker, farmer, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
    await okData(app, 'PATCH', '/api/loan/application', {
      as: banker,
      query: { userId: farmer.userId },
      body: { bankAccount: { accountNumber: ACCOUNT, ifscCode: 'SBIN0001234', bankName: 'State Bank of India' } },
    });
    await callApi(app, 'GET', '/api/sheet/kcc-applications', { as: banker, query: { q: AADHAAR } });
    await callApi(app, 'GET', '/api/loan/kcc-application', { as: lawyer, query: { userId: farmer.userId } });
    // Refused saves: the numbers are in the body, not in the answer or the log.
    const invalid = await callApi(app, 'PUT', '/api/loan/application', {
      as: farmer,
      body: { ...applicationWithNumbers(), age: 5 },
    });
    const locked = await callApi(app, 'PUT', '/api/loan/application', { as: farmer, body: applicationWithNumbers() });
    expect([invalid.statusCode, locked.statusCode]).toEqual([400, 409]);
    for (const secret of SECRETS) expect(invalid.body + locked.body).not.toContain(secret);
  }

  it('are stored only as ciphertext: no table holds them in clear', async () => {
    await storeAndUse();
    const dump = await dumpEveryTable();
    expect(dump).toContain('Ramesh Kumar');
    for (const secret of SECRETS) expect(dump).not.toContain(secret);
    const [row] = await queryRows<{ data: Record<string, unknown> }>(
      testDatabase.database,
      sql`select data from applications`,
    );
    expect(row!.data).toMatchObject({
      aadharNo: expect.stringMatching(/^enc:v1:/),
      panNumber: expect.stringMatching(/^enc:v1:/),
      bankAccount: { accountNumber: expect.stringMatching(/^enc:v1:/) },
      guarantorDetails: [{ aadhar: expect.stringMatching(/^enc:v1:/) }],
    });

    if (testDatabase.database.kind === 'pglite') {
      // Below SQL too: table files, indexes and the write-ahead log of the whole data directory.
      await testDatabase.database.client.query('checkpoint');
      const files = Buffer.from(await (await testDatabase.database.client.dumpDataDir('none')).arrayBuffer());
      expect(files.includes('Ramesh Kumar')).toBe(true);
      for (const secret of SECRETS) expect(files.includes(secret)).toBe(false);
    }
  });

  it('never reach a log', async () => {
    await storeAndUse();
    expect((await callApi(app, 'GET', '/api/test/failing-search')).statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('relation \\"no_such_table\\" does not exist');
    expect(log).toContain('q=[redacted]');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });

  it('are shown in full to the farmer and the banker, masked to the lawyer, and never listed', async () => {
    await storeAndUse();
    const { farmer, banker, lawyer } = cast;
    const read = (as: Account) =>
      okData(app, 'GET', '/api/loan/kcc-application', {
        as,
        ...(as === farmer ? {} : { query: { userId: farmer.userId } }),
      });
    for (const reader of [farmer, banker]) {
      expect(await read(reader)).toMatchObject({
        aadharNo: AADHAAR,
        panNumber: PAN,
        bankAccount: { accountNumber: ACCOUNT },
        guarantorDetails: [{ aadhar: GUARANTOR_AADHAAR }],
      });
    }
    expect(await read(lawyer)).toMatchObject({
      aadharNo: 'XXXX XXXX 0124',
      panNumber: 'XXXXXX234F',
      bankAccount: { accountNumber: 'XXXXXXX7890', ifscCode: 'SBIN0001234' },
      guarantorDetails: [{ name: 'Mohan Lal', aadhar: 'XXXX XXXX 1238' }],
    });
    for (const as of [banker, lawyer]) {
      const list = await callApi(app, 'GET', '/api/sheet/kcc-applications', { as });
      expect(list.json().data).toHaveLength(1);
      for (const secret of SECRETS) expect(list.body).not.toContain(secret);
    }
  });
});
