import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import {
  checkWorkflowAction,
  WORKFLOW_ACTIONS,
  WORKFLOW_TRANSITIONS,
  type ApplicationHistoryEntry,
  type StatusTimelineEntry,
  type WorkflowActionRequest,
} from '@kisan-credit/shared-api/contract/workflow';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, okData, signedInCast, takeAction, type Cast } from '../support/applications';
import { queryRows } from '../support/sql';
import { textPdf, uploadedUrl } from '../support/uploads';
import { buildTestApp, MINUTE, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

/** A request body for every action, valid on its own. */
const actionBodies = (cast: Cast): Record<(typeof WORKFLOW_ACTIONS)[number], WorkflowActionRequest> => ({
  assignLawyer: { action: 'assignLawyer', lawyerId: cast.lawyer.userId },
  reassignLawyer: { action: 'reassignLawyer', lawyerId: cast.lawyer.userId, reason: 'Conflict of interest' },
  completeLegalReview: { action: 'completeLegalReview', verdict: 'issuesFound', remarks: 'Mutation pending' },
  overrideLegalIssues: { action: 'overrideLegalIssues', reason: 'Mutation entered since' },
  approve: { action: 'approve' },
  finalApprove: { action: 'finalApprove' },
  finalSubmit: { action: 'finalSubmit' },
  recordDisbursement: { action: 'recordDisbursement', amount: 1000, date: '2026-02-01' },
  reopen: { action: 'reopen', reason: 'Rate changed' },
});

describe.each(testDatabases())('the workflow on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;
  let cast: Cast;

  beforeAll(async () => {
    ({ app, clock } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    cast = await signedInCast(app);
  });

  const act = async (as: Account, body: WorkflowActionRequest) => {
    clock.advance(MINUTE);
    return takeAction(app, as, cast.farmer, body);
  };
  const read = (as: Account) =>
    okData(app, 'GET', '/api/loan/kcc-application', {
      as,
      ...(as.role === 'user' ? {} : { query: { userId: cast.farmer.userId } }),
    });

  it('takes an application from the farmer’s submission to disbursement', async () => {
    const { farmer, banker, checker, lawyer } = cast;
    await okData(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: { applicantName: 'Ramesh Kumar' } });
    clock.advance(MINUTE);
    const submitted = await okData(app, 'POST', '/api/loan/application', {
      as: farmer,
      body: exampleCompleteApplication(),
    });
    expect(submitted.status).toBe('farmerSubmitted');

    const assigned = await act(banker, {
      action: 'assignLawyer',
      lawyerId: lawyer.userId,
      remarks: 'Please check the khatauni',
    });
    expect(assigned.json().data.status).toBe('lawyer');
    clock.advance(MINUTE);
    const searchReport = await uploadedUrl(app, lawyer, 'searchReport', textPdf('Search report: title clear'));
    await okData(app, 'PATCH', '/api/loan/application', {
      as: lawyer,
      query: { userId: farmer.userId },
      body: { documents: { searchReport }, landGeneralInfo: { nearbyLandmarks: 'North: canal' } },
    });
    const reviewed = await act(lawyer, {
      action: 'completeLegalReview',
      verdict: 'clearTitle',
      remarks: 'Title is clear',
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({
      status: 'banker',
      workflow: { completeLegalReview: { verdict: 'clearTitle', remarks: 'Title is clear', byUserId: lawyer.userId } },
    });
    clock.advance(MINUTE);
    await okData(app, 'PATCH', '/api/loan/application', {
      as: banker,
      query: { userId: farmer.userId },
      body: { bankDetails: { loanAmountSanctioned: 120000, dateOfSanction: '2026-01-20' } },
    });
    expect((await act(banker, { action: 'approve', remarks: 'Within scale of finance' })).json().data.status).toBe(
      'bankerApproval',
    );
    expect((await act(checker, { action: 'finalApprove' })).json().data.status).toBe('finalApproval');
    const tooMuch = await act(checker, { action: 'recordDisbursement', amount: 150000, date: '2026-02-01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      error: translate(APPLICATION_API_MESSAGES.disbursementOverSanction, 'en'),
      issues: [{ path: 'amount', message: translate(APPLICATION_API_MESSAGES.disbursementOverSanction, 'en') }],
    });
    const disbursed = await act(checker, {
      action: 'recordDisbursement',
      amount: '1,20,000',
      date: '2026-02-01T10:00:00Z',
    });
    expect(disbursed.statusCode).toBe(200);
    const final: KccApplication = disbursed.json().data;
    expect(final.status).toBe('disbursed');
    expect(final.bankDetails).toMatchObject({
      loanAmountSanctioned: 120000,
      loanAmountDisbursed: 120000,
      dateOfSanction: '2026-01-20',
    });
    expect(final.workflow?.recordDisbursement).toMatchObject({
      amount: 120000,
      date: '2026-02-01',
      byUserId: checker.userId,
      byName: 'Rajesh Gupta',
    });
    expect(final.documents).toMatchObject({ searchReport });

    // Staff read every change: who, in which role, what, and the status before and after.
    const history = await okData<ApplicationHistoryEntry[]>(app, 'GET', '/api/loan/application/history', {
      as: banker,
      query: { userId: farmer.userId },
    });
    expect(
      history.map((entry) => [entry.action, entry.actorName, entry.actorRole, entry.fromStatus, entry.toStatus]),
    ).toEqual([
      ['draftSaved', 'Ramesh Kumar', 'user', null, 'formFill'],
      ['submitted', 'Ramesh Kumar', 'user', 'formFill', 'farmerSubmitted'],
      ['lawyerAssigned', 'Anita Verma', 'banker', 'farmerSubmitted', 'lawyer'],
      ['landDetailsUpdated', 'Suresh Iyer', 'lawyer', 'lawyer', 'lawyer'],
      ['legalReviewCompleted', 'Suresh Iyer', 'lawyer', 'lawyer', 'banker'],
      ['bankDetailsUpdated', 'Anita Verma', 'banker', 'banker', 'banker'],
      ['approved', 'Anita Verma', 'banker', 'banker', 'bankerApproval'],
      ['finalApproved', 'Rajesh Gupta', 'banker', 'bankerApproval', 'finalApproval'],
      ['disbursed', 'Rajesh Gupta', 'banker', 'finalApproval', 'disbursed'],
    ]);
    expect(history[0]!.actorUserId).toBe(farmer.userId);
    expect(history[1]).toMatchObject({
      changes: expect.arrayContaining([{ field: 'branchId', old: null, new: expect.any(String) }]),
    });
    expect(history[2]).toMatchObject({
      actorUserId: banker.userId,
      actorBranch: 'KCCB0000001',
      remarks: 'Please check the khatauni',
      changedFields: ['assignedLawyerId'],
      changes: [{ field: 'assignedLawyerId', old: null, new: lawyer.userId }],
    });
    expect(history[3]).toMatchObject({ changedFields: ['documents', 'landGeneralInfo'] });
    expect(history[4]).toMatchObject({ verdict: 'clearTitle', remarks: 'Title is clear' });
    expect(history[5]).toMatchObject({
      changes: expect.arrayContaining([{ field: 'bankDetails.loanAmountSanctioned', old: null, new: 120000 }]),
    });
    expect(history[8]).toMatchObject({
      amount: 120000,
      date: '2026-02-01',
      changedFields: ['bankDetails.loanAmountDisbursed'],
      changes: [{ field: 'bankDetails.loanAmountDisbursed', old: '', new: 120000 }],
    });
    expect(new Date(history[8]!.at).getTime()).toBeGreaterThan(new Date(history[0]!.at).getTime());

    // The lawyer may read the history too; the farmer reads only when the status changed.
    expect(
      (await callApi(app, 'GET', '/api/loan/application/history', { as: lawyer, query: { userId: farmer.userId } }))
        .statusCode,
    ).toBe(200);
    const timeline = await okData<StatusTimelineEntry[]>(app, 'GET', '/api/loan/application/history', { as: farmer });
    expect(timeline.map((entry) => entry.status)).toEqual([
      'formFill',
      'farmerSubmitted',
      'lawyer',
      'banker',
      'bankerApproval',
      'finalApproval',
      'disbursed',
    ]);
    expect(JSON.stringify(timeline)).not.toMatch(/Title is clear|khatauni|actorUserId|9000000001/);
    expect(timeline[0]).toEqual({
      at: '2026-01-15T10:00:00.000Z',
      action: 'draftSaved',
      fromStatus: null,
      status: 'formFill',
    });

    // The farmer never sees the staff's workflow record; staff do.
    expect(await read(farmer)).not.toHaveProperty('workflow');
    expect(await read(lawyer)).toHaveProperty('workflow.approve');
  });

  it('refuses every move the table does not allow, saying why', async () => {
    // One farmer per reachable status, each application brought there through the real calls.
    const statuses: ApplicationStatus[] = [
      'formFill',
      'farmerSubmitted',
      'lawyer',
      'banker',
      'bankerApproval',
      'finalApproval',
      'finalSubmission',
      'disbursed',
    ];
    const owners = new Map<ApplicationStatus, Account>();
    for (const [index, status] of statuses.entries()) {
      const farmer = await signedInAccount(app, 'user', farmerPhone(10 + index));
      await applicationInStatus(app, { ...cast, farmer }, status);
      owners.set(status, farmer);
    }

    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const status of statuses) {
      for (const action of WORKFLOW_ACTIONS) {
        const { role } = WORKFLOW_TRANSITIONS[action];
        if (checkWorkflowAction(role, status, action).allowed) continue;
        const actor = role === 'lawyer' ? cast.lawyer : cast.banker;
        // A draft belongs to no branch yet, and no lawyer is assigned before legal review: both unseen.
        const unseen = status === 'formFill' || (role === 'lawyer' && status === 'farmerSubmitted');
        const label = `${action} from ${status}`;
        expected[label] = unseen ? '404 applicationNotFound' : '409 actionNotNow';
        const response = await takeAction(app, actor, owners.get(status)!, actionBodies(cast)[action]);
        actual[label] = `${response.statusCode} ${response.json().code}`;
      }
    }
    expect(actual).toEqual(expected);

    // Nothing moved.
    for (const status of statuses) {
      const { data } = (
        await callApi(app, 'GET', '/api/loan/kcc-application', { as: owners.get(status)!, query: {} })
      ).json();
      expect(data.status).toBe(status);
    }
  });

  it('explains a refusal, naming the action and the status', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const early = await act(cast.banker, { action: 'approve' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'Approve is not possible while the application is in "Submitted".',
      code: 'actionNotNow',
    });
    const wrongRole = await act(cast.lawyer, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toMatchObject({
      error: 'Only a banker can do this: Assign lawyer.',
      code: 'actionNotForRole',
    });

    await act(cast.banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
    const locked = await callApi(app, 'PUT', '/api/loan/application', {
      as: cast.farmer,
      body: exampleCompleteApplication(),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      error: 'Your application is in "Legal Review" and can no longer be changed.',
      code: 'applicationLocked',
    });
    const lockedInHindi = await callApi(app, 'PUT', '/api/loan/application', {
      as: cast.farmer,
      body: exampleCompleteApplication(),
      headers: { 'accept-language': 'hi' },
    });
    expect(lockedInHindi.json().error).toContain('कानूनी जाँच');
  });

  it('checks an action’s body and names what is wrong', async () => {
    await applicationInStatus(app, cast, 'lawyer');
    const incomplete = await act(cast.lawyer, { action: 'completeLegalReview' } as WorkflowActionRequest);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().issues).toEqual([
      { path: 'verdict', message: 'Please choose the legal verdict' },
      { path: 'remarks', message: 'Please enter the remarks' },
    ]);
    const forged = await act(cast.lawyer, {
      action: 'completeLegalReview',
      verdict: 'clearTitle',
      remarks: 'ok',
      status: 'disbursed',
    } as never);
    expect(forged.json()).toMatchObject({
      error: 'These fields are not accepted here: status',
      issues: [{ path: 'status' }],
    });
    expect((await act(cast.lawyer, { action: 'becomeBanker' } as never)).json().issues).toEqual([
      { path: 'action', message: 'Please choose the action from the list' },
    ]);
    expect((await read(cast.banker)).status).toBe('lawyer');
  });

  it('keeps a submitted application with the bank as submitted until the farmer updates it', async () => {
    const { farmer } = cast;
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const unchanged = await okData(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: exampleCompleteApplication(),
    });
    // Saved as a draft, then submitted: version 2. A draft that changes nothing is not written.
    expect(unchanged).toMatchObject({ status: 'farmerSubmitted', version: 2 });

    const changed = { ...exampleCompleteApplication(), loanAmount: 175000 };
    const draft = await callApi(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: changed });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({
      code: 'submittedKeepsUntilUpdate',
      error: 'Your application is with the bank as you submitted it. Press Update Application to send your changes.',
    });
    expect(await read(cast.banker)).toMatchObject({ status: 'farmerSubmitted', version: 2, loanAmount: 150000 });

    expect(await okData(app, 'PUT', '/api/loan/application', { as: farmer, body: changed })).toMatchObject({
      status: 'farmerSubmitted',
      version: 3,
      loanAmount: 175000,
    });
    const history = await okData<ApplicationHistoryEntry[]>(app, 'GET', '/api/loan/application/history', {
      as: cast.banker,
      query: { userId: farmer.userId },
    });
    expect(history.map((entry) => [entry.action, entry.toStatus])).toEqual([
      ['draftSaved', 'formFill'],
      ['submitted', 'farmerSubmitted'],
      ['updated', 'farmerSubmitted'],
    ]);
    expect((await act(cast.banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId })).statusCode).toBe(200);
  });

  it('keeps the audit log append-only: the database refuses to change or remove an entry', async () => {
    await applicationInStatus(app, cast, 'farmerSubmitted');
    const { database } = testDatabase;
    const { db } = database;
    const rows = () =>
      queryRows(database, sql`select action from application_events where subject_type = 'application' order by id`);
    expect(await rows()).toEqual([{ action: 'draftSaved' }, { action: 'submitted' }]);
    await expect(db.execute(sql`update application_events set action = 'approved'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from application_events`)).rejects.toThrow();
    await expect(db.execute(sql`truncate application_events cascade`)).rejects.toThrow();
    expect(await rows()).toEqual([{ action: 'draftSaved' }, { action: 'submitted' }]);
  });
});
