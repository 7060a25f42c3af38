import type { FastifyInstance } from 'fastify';
import { callApi } from '../support/accounts';
import { applicationInStatus, signedInCast, type Cast } from '../support/applications';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

describe.each(testDatabases())('bank details checked against one another on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let cast: Cast;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    cast = await signedInCast(app);
    await applicationInStatus(app, cast, 'banker');
  });

  const patch = (bankDetails: Record<string, unknown>) =>
    callApi(app, 'PATCH', '/api/loan/application', {
      as: cast.banker,
      query: { userId: cast.farmer.userId },
      body: { bankDetails },
    });

  it('refuses a sanction above the limit the crops support unless the reason is given', async () => {
    // The example's wheat and paddy support ₹2,16,579.
    const above = await patch({ loanAmountSanctioned: 250000 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      error:
        'The sanctioned amount is more than the eligible limit (₹2,16,579). Lower it, or give the reason for sanctioning above the limit.',
      issues: [{ path: 'bankDetails.loanAmountSanctioned' }],
    });
    const within = await patch({ loanAmountSanctioned: 216579 });
    expect(within.statusCode).toBe(200);
    const withReason = await patch({
      loanAmountSanctioned: 250000,
      sanctionAboveLimitReason: 'Dairy unit financed with the crop loan',
    });
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json().data.bankDetails).toMatchObject({ loanAmountSanctioned: 250000 });
  });

  it('refuses dates out of order, naming the later one, and keeps what was saved', async () => {
    expect((await patch({ dateOfApplication: '2026-01-05', dateOfSanction: '2026-01-20' })).statusCode).toBe(200);
    const early = await patch({ dateOfPostInspection: '2026-01-10' });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      {
        path: 'bankDetails.dateOfPostInspection',
        message: 'Date of post-inspection cannot be before date of sanction.',
      },
    ]);
    const read = await callApi(app, 'GET', '/api/loan/kcc-application', {
      as: cast.banker,
      query: { userId: cast.farmer.userId },
    });
    expect(read.json().data.bankDetails).toMatchObject({ dateOfPostInspection: '', dateOfSanction: '2026-01-20' });
  });
});
