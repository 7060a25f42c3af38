import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '@kisan-credit/shared-api/contract/organisation';
import { verifyAuditChain } from '../../src/audit/auditChain';
import { executeBranchesCommand, parseBranchesCommand } from '../../src/cli/branchesCommand';
import { executeUsersCommand, parseUsersCommand } from '../../src/cli/usersCommand';
import { callApi, farmerPhone, signedInAccount, TEST_BRANCH, type Account } from '../support/accounts';
import { applicationInStatus, okData, signedInCast } from '../support/applications';
import { queryRows } from '../support/sql';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

describe.each(testDatabases())('staff, branches and the audit book on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let admin: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await signedInAccount(app, 'admin', '9000000004', { name: 'Meera Nair' });
  });

  const session = (as: Account) => callApi(app, 'GET', '/api/auth/session', { as });

  async function run(kindOfCommand: 'users' | 'branches', ...argv: string[]) {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    if (kindOfCommand === 'branches') await executeBranchesCommand(parseBranchesCommand(argv), app.organisation, print);
    else
      await executeUsersCommand(parseUsersCommand(argv), {
        users: app.users,
        organisation: app.organisation,
        clock: app.clock,
        print,
      });
    return printed;
  }

  it('manages branches and staff from the command line, with the same rules as the screen', async () => {
    expect(
      await run('branches', 'add', '--ifsc', 'sbin0001234', '--name', 'Lucknow Main', '--pins', '226005,226001'),
    ).toEqual(['Added SBIN0001234  Lucknow Main  PIN codes: 226001, 226005']);
    await expect(
      run('branches', 'add', '--ifsc', 'SBIN0001234', '--name', 'Again', '--pins', '226001'),
    ).rejects.toThrow('A branch with this IFSC already exists.');
    expect(() => parseBranchesCommand(['add', '--ifsc', 'SBIN1234', '--name', 'X', '--pins', '226001'])).toThrow(
      '"SBIN1234" is not an IFSC',
    );
    expect(() => parseBranchesCommand(['add', '--ifsc', 'SBIN0001234', '--name', 'X', '--pins', '026001'])).toThrow(
      'Not PIN codes',
    );
    await run('branches', 'add', '--ifsc', 'SBIN0005678', '--name', 'Kanpur', '--pins', '208001');

    expect(
      await run(
        'users',
        'add',
        '--phone',
        '9811111111',
        '--role',
        'banker',
        '--branch',
        'SBIN0001234',
        '--name',
        'Anita Verma',
        '--sanction-limit',
        '300000',
      ),
    ).toEqual(['Added 9811111111  banker  since 2026-01-15  Anita Verma  SBIN0001234  limit ₹3,00,000']);
    await run(
      'users',
      'add',
      '--phone',
      '9822222222',
      '--role',
      'lawyer',
      '--branch',
      'SBIN0001234,SBIN0005678',
      '--name',
      'Suresh Iyer',
    );
    expect(() => parseUsersCommand(['add', '--phone', '9833333333', '--role', 'banker', '--name', 'X'])).toThrow(
      'A banker belongs to exactly one branch',
    );
    expect(() =>
      parseUsersCommand([
        'add',
        '--phone',
        '9833333333',
        '--role',
        'lawyer',
        '--branch',
        'SBIN0001234',
        '--name',
        'X',
        '--sanction-limit',
        '5',
      ]),
    ).toThrow('Only a banker can carry a sanctioning limit');
    expect(() =>
      parseUsersCommand(['add', '--phone', '9833333333', '--role', 'banker', '--branch', 'SBIN0001234']),
    ).toThrow('--name is required');
    await expect(
      run('users', 'add', '--phone', '9833333333', '--role', 'banker', '--branch', 'SBIN0009999', '--name', 'X'),
    ).rejects.toThrow('No branch has this IFSC.');
    await expect(run('branches', 'remove', '--ifsc', 'SBIN0005678')).rejects.toThrow(
      'This branch still has staff or applications',
    );
    await run('users', 'set-branch', '--phone', '9822222222', '--branch', 'SBIN0001234');
    expect(await run('branches', 'remove', '--ifsc', 'SBIN0005678')).toEqual(['Removed SBIN0005678']);
    expect(await run('branches', 'list')).toEqual(['SBIN0001234  Lucknow Main  PIN codes: 226001, 226005']);

    // The screen sees the same staff.
    const staff = await okData<StaffMember[]>(app, 'GET', '/api/admin/staff', { as: admin });
    expect(staff.map((member) => [member.name, member.role, member.branches, member.sanctionLimit])).toEqual([
      ['Meera Nair', 'admin', [], null],
      ['Anita Verma', 'banker', ['SBIN0001234'], 300000],
      ['Suresh Iyer', 'lawyer', ['SBIN0001234'], null],
    ]);
  });

  it('lets the admin add and change staff and branches, refusing bad input with the right status', async () => {
    const branch = await callApi(app, 'POST', '/api/admin/branches', {
      as: admin,
      body: { ifsc: 'HDFC0000123', name: 'Sitapur', pins: ['261001'] },
    });
    expect(branch.statusCode).toBe(201);
    const badIfsc = await callApi(app, 'POST', '/api/admin/branches', {
      as: admin,
      body: { ifsc: 'HDFC123', name: 'X', pins: [] },
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().issues).toEqual([{ path: 'ifsc', message: expect.stringContaining('valid IFSC') }]);
    const added = await callApi(app, 'POST', '/api/admin/staff', {
      as: admin,
      body: {
        phone: '9844444444',
        name: 'Farah Khan',
        role: 'banker',
        branches: ['HDFC0000123'],
        sanctionLimit: 500000,
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      name: 'Farah Khan',
      branches: ['HDFC0000123'],
      sanctionLimit: 500000,
      active: true,
    });
    const twice = await callApi(app, 'POST', '/api/admin/staff', {
      as: admin,
      body: { phone: '9844444444', name: 'Farah Khan', role: 'banker', branches: ['HDFC0000123'] },
    });
    expect(twice.statusCode).toBe(409);
    const lawyerWithLimit = await callApi(app, 'POST', '/api/admin/staff', {
      as: admin,
      body: { phone: '9855555555', name: 'Nikhil', role: 'lawyer', branches: ['HDFC0000123'], sanctionLimit: 1 },
    });
    expect(lawyerWithLimit.statusCode).toBe(400);
    expect(lawyerWithLimit.json().error).toBe('Only a banker can carry a sanctioning limit');
    const banker = await signedInAccount(app, 'banker', '9866666666');
    expect((await callApi(app, 'GET', '/api/admin/staff', { as: banker })).statusCode).toBe(403);
    expect(
      (await callApi(app, 'PATCH', '/api/admin/staff/9899999999', { as: admin, body: { name: 'Nobody' } })).statusCode,
    ).toBe(404);
  });

  it('ends a person’s sessions at once when their role, branch or panel changes, or they are deactivated', async () => {
    const banker = await signedInAccount(app, 'banker', '9811111111', { name: 'Anita Verma' });
    const lawyer = await signedInAccount(app, 'lawyer', '9822222222', { name: 'Suresh Iyer' });
    const other = await signedInAccount(app, 'banker', '9833333333', { name: 'Rajesh Gupta' });
    expect((await session(banker)).statusCode).toBe(200);

    await okData(app, 'PATCH', '/api/admin/staff/9811111111', {
      as: admin,
      body: { role: 'lawyer', branches: [TEST_BRANCH] },
    });
    expect((await session(banker)).statusCode).toBe(401);
    expect((await session(other)).statusCode).toBe(200);

    await callApi(app, 'POST', '/api/admin/branches', {
      as: admin,
      body: { ifsc: 'SBIN0005678', name: 'Kanpur', pins: ['208001'] },
    });
    await okData(app, 'PATCH', '/api/admin/staff/9822222222', {
      as: admin,
      body: { branches: [TEST_BRANCH, 'SBIN0005678'] },
    });
    expect((await session(lawyer)).statusCode).toBe(401);

    // A change of name or limit alone leaves the sessions be; deactivation ends them and refuses new ones.
    await okData(app, 'PATCH', '/api/admin/staff/9833333333', { as: admin, body: { sanctionLimit: 50000 } });
    expect((await session(other)).statusCode).toBe(200);
    await okData(app, 'PATCH', '/api/admin/staff/9833333333', { as: admin, body: { active: false } });
    expect((await session(other)).statusCode).toBe(401);
    const token = await app.sessions.start(other.userId);
    expect((await session({ ...other, token })).statusCode).toBe(401);
  });

  it('records who, when, what (old and new, numbers masked) and why, chained so that a changed event is named', async () => {
    const cast = await signedInCast(app);
    await applicationInStatus(app, cast, 'disbursed');
    await okData(app, 'PATCH', '/api/admin/staff/9000000001', { as: admin, body: { sanctionLimit: 400000 } });
    const staffEvents = await queryRows<{ action: string; actor_name: string; changes: unknown }>(
      testDatabase.database,
      sql`select action, actor_name, changes from application_events where subject_type = 'staff' and action = 'staffChanged'`,
    );
    expect(staffEvents).toEqual([
      {
        action: 'staffChanged',
        actor_name: 'Meera Nair',
        changes: [{ field: 'sanctionLimit', old: 1000000, new: 400000 }],
      },
    ]);

    // A banker's edit of the Aadhaar number is kept masked to its last 4 digits, never in clear.
    const farmer = await signedInAccount(app, 'user', farmerPhone(5));
    await applicationInStatus(app, { ...cast, farmer }, 'farmerSubmitted');
    await okData(app, 'PATCH', '/api/loan/application', {
      as: cast.banker,
      query: { userId: farmer.userId },
      body: { aadharNo: '987654321012' },
    });
    const history = await okData<{ changes: { field: string; old: unknown; new: unknown }[] }[]>(
      app,
      'GET',
      '/api/loan/application/history',
      {
        as: cast.banker,
        query: { userId: farmer.userId },
      },
    );
    expect(history.at(-1)!.changes).toEqual([
      { field: 'aadharNo', old: expect.stringMatching(/^XXXX XXXX \d{4}$/), new: 'XXXX XXXX 1012' },
    ]);
    const everything = await queryRows(testDatabase.database, sql`select * from application_events`);
    expect(JSON.stringify(everything)).not.toContain('987654321012');

    const intact = await verifyAuditChain(testDatabase.database.db);
    expect(intact.firstBroken).toBeUndefined();
    expect(intact.checked).toBe(everything.length);

    // Someone with the database's superuser rights edits an event behind the application's back.
    const [victim] = await queryRows<{ id: number | string }>(
      testDatabase.database,
      sql`select id from application_events where action = 'disbursed'`,
    );
    await testDatabase.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update application_events set details = '{"amount": 1500000}' where id = ${Number(victim!.id)}`,
      );
    });
    expect((await verifyAuditChain(testDatabase.database.db)).firstBroken).toEqual({
      id: Number(victim!.id),
      reason: 'content',
    });
  });

  it('names the event after a removed one', async () => {
    const cast = await signedInCast(app);
    await applicationInStatus(app, cast, 'lawyer');
    const rows = await queryRows<{ id: number | string }>(
      testDatabase.database,
      sql`select id from application_events order by id`,
    );
    const removed = Number(rows[3]!.id);
    await testDatabase.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from application_events where id = ${removed}`);
    });
    expect((await verifyAuditChain(testDatabase.database.db)).firstBroken).toEqual({
      id: Number(rows[4]!.id),
      reason: 'link',
    });
  });
});
