import type { FastifyInstance } from 'fastify';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { WorkflowActionRequest } from '@kisan-credit/shared-api/contract/workflow';
import { countByGroupQuery, keptCountsQuery } from '../../src/applications/applicationRepository';
import type { Database } from '../../src/db/connect';
import { callApi, farmerPhone, signedInAccount, type Account, type CallOptions } from './accounts';

export interface Cast {
  farmer: Account;
  /** The maker: records the bank details and recommends. */
  banker: Account;
  /** A second banker of the branch: gives final approval and records the disbursement. */
  checker: Account;
  lawyer: Account;
}

/** A farmer (farmerPhone(1)), two bankers of the test branch and a lawyer on its panel, each signed in. */
export async function signedInCast(app: FastifyInstance): Promise<Cast> {
  const farmer = await signedInAccount(app, 'user', farmerPhone(1));
  const banker = await signedInAccount(app, 'banker', '9000000001', { name: 'Anita Verma' });
  const checker = await signedInAccount(app, 'banker', '9000000003', { name: 'Rajesh Gupta' });
  const lawyer = await signedInAccount(app, 'lawyer', '9000000002', { name: 'Suresh Iyer' });
  return { farmer, banker, checker, lawyer };
}

/** The amount the cast's banker records as sanctioned before recommending. */
export const CAST_SANCTIONED_AMOUNT = 200_000;

/** A call that must succeed; its `data`. */
export async function okData<T = KccApplication>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: CallOptions,
): Promise<T> {
  const response = await callApi(app, method, url, options);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().data as T;
}

export function takeAction(app: FastifyInstance, as: Account, owner: Account, body: WorkflowActionRequest) {
  return callApi(app, 'POST', '/api/loan/application/actions', { as, query: { userId: owner.userId }, body });
}

/** The steps that bring a new application to each status, in order (contract/workflow.ts). */
type Application = ReturnType<typeof exampleCompleteApplication>;

const STEPS: {
  reaches: ApplicationStatus;
  run: (app: FastifyInstance, cast: Cast, application: Application) => Promise<unknown>;
}[] = [
  {
    reaches: 'formFill',
    run: (app, { farmer }, application) =>
      okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: application }),
  },
  {
    reaches: 'farmerSubmitted',
    run: (app, { farmer }, application) =>
      okData(app, 'POST', '/api/loan/application', { as: farmer, body: application }),
  },
  {
    reaches: 'lawyer',
    run: (app, { farmer, banker, lawyer }) =>
      expectOk(takeAction(app, banker, farmer, { action: 'assignLawyer', lawyerId: lawyer.userId })),
  },
  {
    reaches: 'banker',
    run: (app, { farmer, lawyer }) =>
      expectOk(
        takeAction(app, lawyer, farmer, {
          action: 'completeLegalReview',
          verdict: 'clearTitle',
          remarks: 'Title is clear',
        }),
      ),
  },
  {
    reaches: 'bankerApproval',
    run: async (app, { farmer, banker }) => {
      await okData(app, 'PATCH', '/api/loan/application', {
        as: banker,
        query: { userId: farmer.userId },
        body: { bankDetails: { loanAmountSanctioned: CAST_SANCTIONED_AMOUNT } },
      });
      return expectOk(takeAction(app, banker, farmer, { action: 'approve' }));
    },
  },
  {
    reaches: 'finalApproval',
    run: (app, { farmer, checker }) => expectOk(takeAction(app, checker, farmer, { action: 'finalApprove' })),
  },
  {
    reaches: 'finalSubmission',
    run: (app, { farmer, checker }) => expectOk(takeAction(app, checker, farmer, { action: 'finalSubmit' })),
  },
  {
    reaches: 'disbursed',
    run: (app, { farmer, checker }) =>
      expectOk(takeAction(app, checker, farmer, { action: 'recordDisbursement', amount: 150000, date: '2026-02-01' })),
  },
];

/** Gives the cast's farmer an application (the complete example unless given) in `status`, through the real calls. */
export async function applicationInStatus(
  app: FastifyInstance,
  cast: Cast,
  status: ApplicationStatus,
  application: Application = exampleCompleteApplication(),
): Promise<void> {
  const last = STEPS.findIndex((step) => step.reaches === status);
  if (last < 0) throw new Error(`No workflow step reaches ${status}`);
  for (const step of STEPS.slice(0, last + 1)) await step.run(app, cast, application);
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
  return answer;
}

/** The per-tab counts the database keeps by trigger, and a fresh count of the table: they must agree. */
export async function keptAndCountedGroups(database: Database) {
  // The kept counts are per branch: summed over the branches, as the table's count is.
  const asCounts = (rows: { group: string; count: number | string }[]) => {
    const totals: Record<string, number> = {};
    for (const row of rows) totals[row.group] = (totals[row.group] ?? 0) + Number(row.count);
    return Object.fromEntries(Object.entries(totals).filter(([, count]) => count > 0));
  };
  return {
    kept: asCounts(await keptCountsQuery(database.db, undefined)),
    counted: asCounts(await countByGroupQuery(database.db, {})),
  };
}
