import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { ApplicationListPage } from '@kisan-credit/shared-api/contract/applicationList';
import type { PanelLawyer } from '@kisan-credit/shared-api/contract/organisation';
import type { WorkflowActionRequest } from '@kisan-credit/shared-api/contract/workflow';
import { callApi, ensureBranch, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { okData, takeAction } from '../support/applications';
import { textPdf, uploadedUrl } from '../support/uploads';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

const LUCKNOW = 'SBIN0001234';
const KANPUR = 'SBIN0005678';

/** An application whose address names this PIN code. */
const applicationAt = (pin: string) => ({
  ...exampleCompleteApplication(),
  address: `Village Rampur, District Lucknow, Uttar Pradesh ${pin}`,
  pinCode: pin,
});

/**
 * Need-to-know, call by call: two branches side by side, a banker of each, an assigned and an unassigned
 * lawyer, another farmer, an admin. Another branch's application, or a case not assigned to the lawyer,
 * answers exactly as a missing one (404); a farmer reaches no one else's.
 */
describe.each(testDatabases())('branches and assignment on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let maker: Account;
  let checker: Account;
  let kanpurBanker: Account;
  let assigned: Account;
  let unassigned: Account;
  let admin: Account;
  let farmer: Account;
  let otherFarmer: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await ensureBranch(app, LUCKNOW, ['226001', '226005']);
    await ensureBranch(app, KANPUR, ['208001']);
    maker = await signedInAccount(app, 'banker', '9000000001', {
      name: 'Anita Verma',
      branches: [LUCKNOW],
      sanctionLimit: null,
    });
    checker = await signedInAccount(app, 'banker', '9000000003', {
      name: 'Rajesh Gupta',
      branches: [LUCKNOW],
      sanctionLimit: 300_000,
    });
    kanpurBanker = await signedInAccount(app, 'banker', '9000000005', { name: 'Farah Khan', branches: [KANPUR] });
    assigned = await signedInAccount(app, 'lawyer', '9000000002', { name: 'Suresh Iyer', branches: [LUCKNOW, KANPUR] });
    unassigned = await signedInAccount(app, 'lawyer', '9000000006', { name: 'Kavita Rao', branches: [LUCKNOW] });
    admin = await signedInAccount(app, 'admin', '9000000004', { name: 'Meera Nair' });
    farmer = await signedInAccount(app, 'user', farmerPhone(1));
    otherFarmer = await signedInAccount(app, 'user', farmerPhone(2));
    await okData(app, 'POST', '/api/loan/application', { as: farmer, body: applicationAt('226005') });
    await okData(app, 'POST', '/api/loan/application', { as: otherFarmer, body: applicationAt('208001') });
  });

  const act = (as: Account, body: WorkflowActionRequest, owner = farmer) => takeAction(app, as, owner, body);
  const list = (as: Account, query: Record<string, string> = {}) =>
    callApi(app, 'GET', '/api/sheet/kcc-applications', { as, query }).then(
      (response) => response.json() as ApplicationListPage,
    );
  const outcome = (response: LightMyRequestResponse) =>
    response.statusCode >= 400 ? `${response.statusCode} ${response.json().code}` : String(response.statusCode);

  /** Brings the farmer's application to legal review with the assigned lawyer, then to the bank's review. */
  async function reviewed(verdict: 'clearTitle' | 'issuesFound' = 'clearTitle') {
    expect(outcome(await act(maker, { action: 'assignLawyer', lawyerId: assigned.userId }))).toBe('200');
    expect(
      outcome(await act(assigned, { action: 'completeLegalReview', verdict, remarks: 'Checked the khatauni' })),
    ).toBe('200');
  }
  // The amounts here are above the example farmer's eligible limit, so the officer records why.
  const recordSanction = (amount: number, as = maker) =>
    callApi(app, 'PATCH', '/api/loan/application', {
      as,
      query: { userId: farmer.userId },
      body: {
        bankDetails: { loanAmountSanctioned: amount, sanctionAboveLimitReason: 'Fixed deposit offered as collateral' },
      },
    });

  it('routes each submission to the branch serving its PIN code, and unmatched ones to the admin', async () => {
    expect((await list(maker)).data.map((row) => row.userId)).toEqual([farmer.userId]);
    expect((await list(kanpurBanker)).data.map((row) => row.userId)).toEqual([otherFarmer.userId]);
    expect((await list(maker)).counts).toMatchObject({ awaitingLawyerAssignment: 1, all: 1 });

    const stranger = await signedInAccount(app, 'user', farmerPhone(3));
    await okData(app, 'POST', '/api/loan/application', { as: stranger, body: applicationAt('560001') });
    expect((await list(maker)).counts.all).toBe(1);
    expect((await list(kanpurBanker)).counts.all).toBe(1);
    const queue = await okData<{ userId: string }[]>(app, 'GET', '/api/admin/applications/unrouted', { as: admin });
    expect(queue.map((row) => row.userId)).toEqual([stranger.userId]);

    const notServing = await callApi(app, 'POST', '/api/admin/applications/route', {
      as: admin,
      body: { userId: stranger.userId, ifsc: KANPUR },
    });
    expect(outcome(notServing)).toBe('409 branchNotServingPin');
    await okData(app, 'PATCH', `/api/admin/branches/${KANPUR}`, { as: admin, body: { pins: ['208001', '560001'] } });
    expect(
      outcome(
        await callApi(app, 'POST', '/api/admin/applications/route', {
          as: admin,
          body: { userId: stranger.userId, ifsc: KANPUR },
        }),
      ),
    ).toBe('200');
    expect((await list(kanpurBanker)).counts.all).toBe(2);
    expect(await okData(app, 'GET', '/api/admin/applications/unrouted', { as: admin })).toEqual([]);
    const again = await callApi(app, 'POST', '/api/admin/applications/route', {
      as: admin,
      body: { userId: stranger.userId, ifsc: LUCKNOW },
    });
    expect(outcome(again)).toBe('409 notUnrouted');
    expect(outcome(await callApi(app, 'GET', '/api/admin/applications/unrouted', { as: maker }))).toBe('403 forbidden');
  });

  it('answers 404 to everyone without a need to know, on every call, exactly as for a missing application', async () => {
    await act(maker, { action: 'assignLawyer', lawyerId: assigned.userId });
    const file = await uploadedUrl(app, assigned, 'searchReport', textPdf('Search report'));
    await okData(app, 'PATCH', '/api/loan/application', {
      as: assigned,
      query: { userId: farmer.userId },
      body: { documents: { searchReport: file } },
    });
    await act(assigned, { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'Checked the khatauni' });
    const missing = { userId: '00000000-0000-4000-8000-000000000000' } as Account;
    const calls: [string, (as: Account, owner: Account) => Promise<LightMyRequestResponse>][] = [
      [
        'read',
        (as, owner) => callApi(app, 'GET', '/api/loan/kcc-application', { as, query: { userId: owner.userId } }),
      ],
      [
        'history',
        (as, owner) => callApi(app, 'GET', '/api/loan/application/history', { as, query: { userId: owner.userId } }),
      ],
      [
        'patch',
        (as, owner) =>
          callApi(app, 'PATCH', '/api/loan/application', {
            as,
            query: { userId: owner.userId },
            body:
              as.role === 'lawyer'
                ? { documents: { searchReport: file } }
                : { bankDetails: { branchName: 'Lucknow Main' } },
          }),
      ],
      ...(
        [
          { action: 'assignLawyer', lawyerId: assigned.userId },
          { action: 'reassignLawyer', lawyerId: unassigned.userId, reason: 'Workload' },
          { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'ok' },
          { action: 'overrideLegalIssues', reason: 'Mutation since entered' },
          { action: 'approve' },
          { action: 'finalApprove' },
          { action: 'finalSubmit' },
          { action: 'recordDisbursement', amount: 1000, date: '2026-02-01' },
          { action: 'reopen', reason: 'Recheck' },
        ] satisfies WorkflowActionRequest[]
      ).map((body): [string, (as: Account, owner: Account) => Promise<LightMyRequestResponse>] => [
        body.action,
        (as, owner) => takeAction(app, as, owner, body),
      ]),
    ];
    // The lawyer's actions by a lawyer, the banker's by a banker: the role check would answer first otherwise.
    const lawyersOnly = new Set(['completeLegalReview']);
    const actors = { 'another branch’s banker': kanpurBanker, 'an unassigned lawyer': unassigned, admin };
    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [call, run] of calls) {
      for (const [who, as] of Object.entries(actors)) {
        const isAction = !['read', 'history', 'patch'].includes(call);
        // An admin administers and reads no application; the staff calls' guards turn them away first.
        if (as.role === 'admin') {
          expected[`${call} by ${who}`] =
            call === 'read' || call === 'history' ? '404 applicationNotFound' : '403 forbidden';
        } else if (isAction && (as.role === 'lawyer') !== lawyersOnly.has(call)) {
          continue;
        } else {
          expected[`${call} by ${who}`] = '404 applicationNotFound';
        }
        actual[`${call} by ${who}`] = outcome(await run(as, farmer));
        // A missing application answers the same.
        if (expected[`${call} by ${who}`] === '404 applicationNotFound') {
          expect(outcome(await run(as, missing))).toBe('404 applicationNotFound');
        }
      }
      // A farmer names no one else's application.
      const byFarmer = outcome(await run(otherFarmer, farmer));
      actual[`${call} by another farmer`] = byFarmer;
      expected[`${call} by another farmer`] =
        call === 'read' || call === 'history' ? '403 ownApplicationOnly' : '403 forbidden';
    }
    expect(actual).toEqual(expected);
    // The lists and counts show none of it either, nor the document.
    expect((await list(kanpurBanker)).data.map((row) => row.userId)).toEqual([otherFarmer.userId]);
    expect(await list(unassigned)).toMatchObject({ data: [], counts: { incoming: 0, completed: 0, all: 0 } });
    expect(outcome(await callApi(app, 'GET', file, { as: kanpurBanker }))).toBe('403 documentNotYours');
    expect(outcome(await callApi(app, 'GET', file, { as: maker }))).toBe('200');
    // Nothing moved: still with the bank for its review, untouched.
    const application = await okData(app, 'GET', '/api/loan/kcc-application', {
      as: maker,
      query: { userId: farmer.userId },
    });
    expect(application.status).toBe('banker');
    expect(application.bankDetails?.branchName ?? '').toBe('');
    console.log(
      `need-to-know matrix: ${calls.length} calls × ${Object.keys(actors).length + 1} outsiders = ${Object.keys(actual).length} cells checked`,
    );
  });

  it('lets the banker pick a lawyer of the branch panel only, and moves the case on reassignment', async () => {
    const panel = await okData<PanelLawyer[]>(app, 'GET', '/api/staff/lawyers', { as: maker });
    expect(panel.map((lawyer) => [lawyer.name, lawyer.openCases])).toEqual([
      ['Kavita Rao', 0],
      ['Suresh Iyer', 0],
    ]);
    const kanpurOnly = await signedInAccount(app, 'lawyer', '9000000007', { name: 'Nikhil Das', branches: [KANPUR] });
    const offPanel = await act(maker, { action: 'assignLawyer', lawyerId: kanpurOnly.userId });
    expect(offPanel.statusCode).toBe(400);
    expect(offPanel.json()).toMatchObject({ code: 'lawyerNotOnPanel', issues: [{ path: 'lawyerId' }] });

    await act(maker, { action: 'assignLawyer', lawyerId: assigned.userId });
    expect(
      (await okData<PanelLawyer[]>(app, 'GET', '/api/staff/lawyers', { as: maker })).find(
        (lawyer) => lawyer.id === assigned.userId,
      )?.openCases,
    ).toBe(1);
    expect((await list(assigned)).counts).toMatchObject({ incoming: 1, all: 1 });
    expect((await list(unassigned)).counts.all).toBe(0);

    const noReason = await act(maker, {
      action: 'reassignLawyer',
      lawyerId: unassigned.userId,
    } as WorkflowActionRequest);
    expect(noReason.json().issues).toEqual([{ path: 'reason', message: 'Please enter the reason' }]);
    expect(
      outcome(
        await act(maker, { action: 'reassignLawyer', lawyerId: unassigned.userId, reason: 'Suresh is on leave' }),
      ),
    ).toBe('200');
    expect((await list(assigned)).counts.all).toBe(0);
    expect((await list(unassigned)).counts).toMatchObject({ incoming: 1, all: 1 });
    expect(
      outcome(
        await callApi(app, 'GET', '/api/loan/kcc-application', { as: assigned, query: { userId: farmer.userId } }),
      ),
    ).toBe('404 applicationNotFound');
    const history = await okData<{ action: string; remarks?: string; reason?: string; changes: unknown[] }[]>(
      app,
      'GET',
      '/api/loan/application/history',
      { as: maker, query: { userId: farmer.userId } },
    );
    expect(history.at(-1)).toMatchObject({
      action: 'lawyerReassigned',
      reason: 'Suresh is on leave',
      changes: [{ field: 'assignedLawyerId', old: assigned.userId, new: unassigned.userId }],
    });
  });

  it('lets no single banker sanction and disburse: a second banker within their limit must', async () => {
    await reviewed();
    expect(outcome(await act(maker, { action: 'approve' }))).toBe('409 sanctionNotRecorded');
    await recordSanction(250_000);
    expect(outcome(await act(maker, { action: 'approve' }))).toBe('200');

    const self = await act(maker, { action: 'finalApprove' });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      code: 'makerCannotCheck',
      error: expect.stringContaining('a second banker of the branch must'),
    });
    const lowLimit = await signedInAccount(app, 'banker', '9000000008', {
      name: 'Vikram Singh',
      branches: [LUCKNOW],
      sanctionLimit: 100_000,
    });
    const over = await act(lowLimit, { action: 'finalApprove' });
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toBe(
      'The sanctioned amount (₹2,50,000) is above your sanctioning limit (₹1,00,000): a banker with a higher limit must take this step.',
    );
    const noLimit = await signedInAccount(app, 'banker', '9000000009', {
      name: 'Pooja Das',
      branches: [LUCKNOW],
      sanctionLimit: null,
    });
    expect(outcome(await act(noLimit, { action: 'finalApprove' }))).toBe('403 noSanctionLimit');
    expect(outcome(await act(kanpurBanker, { action: 'finalApprove' }))).toBe('404 applicationNotFound');

    expect(outcome(await act(checker, { action: 'finalApprove' }))).toBe('200');
    expect(outcome(await act(maker, { action: 'recordDisbursement', amount: 250_000, date: '2026-02-01' }))).toBe(
      '403 makerCannotCheck',
    );
    const above = await act(checker, { action: 'recordDisbursement', amount: 250_001, date: '2026-02-01' });
    expect(outcome(above)).toBe('400 disbursementOverSanction');
    const done = await act(checker, { action: 'recordDisbursement', amount: 250_000, date: '2026-02-01' });
    expect(done.json().data).toMatchObject({ status: 'disbursed', bankDetails: { loanAmountDisbursed: 250_000 } });
    expect((await list(maker)).amounts).toEqual({ sanctioned: 250_000, disbursed: 250_000 });
    expect((await list(kanpurBanker)).amounts).toEqual({ sanctioned: 0, disbursed: 0 });
  });

  it('locks a recommended application: PATCH answers 409 until a checker reopens it with a reason', async () => {
    await reviewed();
    await recordSanction(200_000);
    const disbursementByPatch = await callApi(app, 'PATCH', '/api/loan/application', {
      as: maker,
      query: { userId: farmer.userId },
      body: { bankDetails: { loanAmountDisbursed: 1 } },
    });
    expect(outcome(disbursementByPatch)).toBe('403 disbursementByActionOnly');
    await act(maker, { action: 'approve' });

    for (const body of [
      { applicantName: 'Someone Else' },
      { aadharNo: '999999999999' },
      { bankDetails: { loanAmountSanctioned: 1 } },
    ]) {
      const locked = await callApi(app, 'PATCH', '/api/loan/application', {
        as: checker,
        query: { userId: farmer.userId },
        body,
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        code: 'applicationDecided',
        error: expect.stringContaining('reopen it, with a reason'),
      });
    }
    expect(outcome(await act(maker, { action: 'reopen', reason: 'Wrong amount' }))).toBe('403 makerCannotCheck');
    const reopened = await act(checker, { action: 'reopen', reason: 'Sanction to be revised to ₹1,80,000' });
    expect(reopened.json().data).toMatchObject({ status: 'banker' });
    expect(reopened.json().data.workflow).not.toHaveProperty('approve');
    expect(outcome(await recordSanction(180_000, checker))).toBe('200');
    const history = await okData<{ action: string; actorName: string; remarks?: string }[]>(
      app,
      'GET',
      '/api/loan/application/history',
      {
        as: maker,
        query: { userId: farmer.userId },
      },
    );
    expect(history.slice(-2)).toMatchObject([
      { action: 'reopened', actorName: 'Rajesh Gupta', remarks: 'Sanction to be revised to ₹1,80,000' },
      { action: 'bankDetailsUpdated', actorName: 'Rajesh Gupta' },
    ]);
    // The checker who changed the bank details is a maker now: the first banker checks this time.
    await act(checker, { action: 'approve' });
    expect(outcome(await act(checker, { action: 'finalApprove' }))).toBe('403 makerCannotCheck');
  });

  it('keeps disbursed final', async () => {
    await reviewed();
    await recordSanction(200_000);
    await act(maker, { action: 'approve' });
    await act(checker, { action: 'finalApprove' });
    await act(checker, { action: 'recordDisbursement', amount: 200_000, date: '2026-02-01' });
    expect(outcome(await act(checker, { action: 'reopen', reason: 'Undo' }))).toBe('409 actionNotNow');
    const patch = await callApi(app, 'PATCH', '/api/loan/application', {
      as: checker,
      query: { userId: farmer.userId },
      body: { applicantName: 'X' },
    });
    expect(outcome(patch)).toBe('409 applicationDecided');
  });

  it('blocks approve after a verdict of issues found until a banker records an override with a reason', async () => {
    await reviewed('issuesFound');
    await recordSanction(100_000);
    const blocked = await act(maker, { action: 'approve' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'legalIssuesOpen',
      error: 'The lawyer found issues with the title. Record an override with a reason before approving.',
    });
    expect((await act(maker, { action: 'overrideLegalIssues' } as WorkflowActionRequest)).statusCode).toBe(400);
    expect(outcome(await act(maker, { action: 'overrideLegalIssues', reason: 'Mutation entered on 2 Feb' }))).toBe(
      '200',
    );
    expect(outcome(await act(maker, { action: 'overrideLegalIssues', reason: 'Twice' }))).toBe('409 noLegalIssues');
    expect(outcome(await act(maker, { action: 'approve' }))).toBe('200');
  });
});
