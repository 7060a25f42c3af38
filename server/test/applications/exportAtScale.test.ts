import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus } from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { describeOnPostgres, useTestDatabase } from '../support/testDatabases';

const APPLICATIONS = 100_000;

/**
 * docs/requirements.md#r10-queues at a bank's size: the branch's list of 100,000 applications downloaded as
 * CSV. One application goes through the real calls (its Aadhaar and account number sealed); the other
 * 99,999 are copies made by one INSERT … SELECT over generate_series (their sealed numbers left out, as
 * they are sealed for their owner alone), so the test takes seconds, not 100,000 API calls.
 */
describeOnPostgres('exporting 100,000 applications as CSV on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const testDatabase = useTestDatabase('postgres', { emptyBeforeEach: false });
  let app: FastifyInstance;
  let url: string;
  let banker: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    banker = await signedInAccount(app, 'banker', '9000000001');
    const checker = await signedInAccount(app, 'banker', '9000000003');
    const lawyer = await signedInAccount(app, 'lawyer', '9000000002');
    const farmer = await signedInAccount(app, 'user', farmerPhone(1));
    await applicationInStatus(app, { farmer, banker, checker, lawyer }, 'farmerSubmitted', {
      ...exampleCompleteApplication(),
      applicantName: 'Asha Devi',
    });
    await testDatabase.database.db.execute(sql`
      with farmers as (
        insert into users (id, phone, role, created_at)
          select gen_random_uuid(), '8' || lpad(n::text, 9, '0'), 'user', now()
          from generate_series(1, ${APPLICATIONS - 1}) as n
          returning id, phone
      )
      insert into applications (id, user_id, phone_number, status, applicant_name, address, loan_amount, business,
                                key, data, bank_details, workflow, created_at, updated_at, branch_id, status_since)
        select gen_random_uuid(), farmers.id, farmers.phone, t.status, 'Farmer ' || farmers.phone, t.address,
               50000 + (right(farmers.phone, 5)::int % 250) * 1000, t.business, t.key,
               (t.data - 'aadharNo') #- '{bankAccount,accountNumber}', t.bank_details, t.workflow,
               t.created_at - make_interval(secs => right(farmers.phone, 6)::int), t.updated_at, t.branch_id,
               t.status_since
        from farmers, (select * from applications where applicant_name = 'Asha Devi') as t`);
    // Statistics as a live database has them (autovacuum would take them later): each batch's plan walks the
    // index, not the table.
    await testDatabase.database.db.execute(sql`analyze applications`);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => app.close());

  it('streams every row, read in batches as the file goes out, numbers masked', async () => {
    // Count the batches the export has read from the database, as the server reads them.
    const exportRows = app.applications.exportRows.bind(app.applications);
    let batchesRead = 0;
    jest.spyOn(app.applications, 'exportRows').mockImplementation(async function* (...args) {
      for await (const batch of exportRows(...args)) {
        batchesRead += 1;
        yield batch;
      }
    });

    const response = await fetch(`${url}/api/sheet/kcc-applications/export?format=csv`, {
      headers: { authorization: `Bearer ${banker.token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    // The file starts before the list has been read: the server writes each batch as it comes.
    const readWhenFileStarted = batchesRead;
    // While nobody reads, the server stops reading too (backpressure): it never holds the whole list.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const readWhilePaused = batchesRead;

    let text = decoder.decode(first.value, { stream: true });
    let lineBreaks = 0;
    let masked = '';
    let unmasked = 0;
    const { aadharNo, bankAccount } = exampleCompleteApplication();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const lastBreak = text.lastIndexOf('\n');
      for (const line of text
        .slice(0, lastBreak + 1)
        .split('\n')
        .slice(0, -1)) {
        lineBreaks += 1;
        if (line.includes('Asha Devi')) masked = line;
        if (line.includes(aadharNo) || line.includes(bankAccount.accountNumber)) unmasked += 1;
      }
      text = text.slice(lastBreak + 1);
    }
    text += decoder.decode();
    expect(text).toBe('');

    const batches = Math.ceil(APPLICATIONS / 1000);
    // The heading and one line per application.
    expect(lineBreaks).toBe(APPLICATIONS + 1);
    // 100 full batches, then the empty one that tells the list has ended.
    expect(batchesRead).toBe(batches + 1);
    expect(readWhenFileStarted).toBeLessThan(5);
    expect(readWhilePaused).toBeLessThan(batches);
    expect(masked).toContain('XXXX XXXX 0124,XXXXXXX7890');
    expect(unmasked).toBe(0);
  }, 60_000);
});
