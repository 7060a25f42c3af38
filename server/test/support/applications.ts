import type { FastifyInstance } from 'fastify';
import type { KccApplication } from 'shared-api/contract/application';
import { exampleCompleteApplication } from 'shared-api/contract/application/example';
import type { ApplicationStatus } from 'shared-api/contract/status';
import type { WorkflowActionRequest } from 'shared-api/contract/workflow';
import { countByGroupQuery, keptCountsQuery } from '../../src/applications/applicationRepository';
import type { Database } from '../../src/db/connect';
import { callApi, farmerPhone, signedInAccount, type Account, type CallOptions } from './accounts';

export interface Cast {
  farmer: Account;
  banker: Account;
  lawyer: Account;
}

/** A farmer (farmerPhone(1)), a banker and a lawyer, each signed in. */
export async function signedInCast(app: FastifyInstance): Promise<Cast> {
  const [farmer, banker, lawyer] = await Promise.all([
    signedInAccount(app, 'user', farmerPhone(1)),
    signedInAccount(app, 'banker', '9000000001'),
    signedInAccount(app, 'lawyer', '9000000002'),
  ]);
  return { farmer, banker, lawyer };
}

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
    run: (app, { farmer }, application) => okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: application }),
  },
  {
    reaches: 'farmerSubmitted',
    run: (app, { farmer }, application) => okData(app, 'POST', '/api/loan/application', { as: farmer, body: application }),
  },
  { reaches: 'lawyer', run: (app, { farmer, banker }) => expectOk(takeAction(app, banker, farmer, { action: 'sendForLegalReview' })) },
  {
    reaches: 'banker',
    run: (app, { farmer, lawyer }) =>
      expectOk(takeAction(app, lawyer, farmer, { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'Title is clear' })),
  },
  { reaches: 'bankerApproval', run: (app, { farmer, banker }) => expectOk(takeAction(app, banker, farmer, { action: 'approve' })) },
  { reaches: 'finalApproval', run: (app, { farmer, banker }) => expectOk(takeAction(app, banker, farmer, { action: 'finalApprove' })) },
  { reaches: 'finalSubmission', run: (app, { farmer, banker }) => expectOk(takeAction(app, banker, farmer, { action: 'finalSubmit' })) },
  {
    reaches: 'disbursed',
    run: (app, { farmer, banker }) =>
      expectOk(takeAction(app, banker, farmer, { action: 'recordDisbursement', amount: 150000, date: '2026-02-01' })),
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
  const asCounts = (rows: { group: string; count: number | string }[]) =>
    Object.fromEntries(rows.filter((row) => Number(row.count) > 0).map((row) => [row.group, Number(row.count)]));
  return {
    kept: asCounts(await keptCountsQuery(database.db, undefined)),
    counted: asCounts(await countByGroupQuery(database.db, {})),
  };
}
