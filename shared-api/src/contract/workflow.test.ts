import { issueText } from '@kisan-credit/shared-api/contract/testing/issues';
import { APPLICATION_STATUSES, isEditableByFarmer } from './status';
import { issuesByPath } from './testing/issues';
import {
  availableWorkflowActions,
  canSubmitAsNew,
  checkWorkflowAction,
  statusAfterSubmission,
  WORKFLOW_ACTIONS,
  isDecisionLocked,
  legalIssuesOpen,
  nextWorkflowAction,
  WORKFLOW_TRANSITIONS,
  workflowActionRequestSchema,
} from './workflow';

describe('the next step', () => {
  it('is the first step the role may take, never a correction of an earlier one', () => {
    expect(nextWorkflowAction('banker', 'farmerSubmitted')).toBe('assignLawyer');
    expect(nextWorkflowAction('banker', 'lawyer')).toBeUndefined();
    expect(nextWorkflowAction('lawyer', 'lawyer')).toBe('completeLegalReview');
    expect(nextWorkflowAction('banker', 'banker')).toBe('approve');
    expect(nextWorkflowAction('banker', 'bankerApproval')).toBe('finalApprove');
    expect(nextWorkflowAction('banker', 'finalApproval')).toBe('finalSubmit');
    expect(nextWorkflowAction('banker', 'finalSubmission')).toBe('recordDisbursement');
    expect(nextWorkflowAction('banker', 'disbursed')).toBeUndefined();
    expect(nextWorkflowAction('lawyer', 'banker')).toBeUndefined();
  });
});

describe('the workflow', () => {
  it('walks an application from submission to disbursement, one role at a time', () => {
    expect(availableWorkflowActions('banker', 'farmerSubmitted')).toEqual(['assignLawyer']);
    expect(availableWorkflowActions('banker', 'lawyer')).toEqual(['reassignLawyer']);
    expect(availableWorkflowActions('lawyer', 'lawyer')).toEqual(['completeLegalReview']);
    expect(availableWorkflowActions('banker', 'banker')).toEqual(['overrideLegalIssues', 'approve']);
    expect(availableWorkflowActions('banker', 'bankerApproval')).toEqual(['finalApprove', 'reopen']);
    expect(availableWorkflowActions('banker', 'finalApproval')).toEqual([
      'finalSubmit',
      'recordDisbursement',
      'reopen',
    ]);
    expect(availableWorkflowActions('banker', 'finalSubmission')).toEqual(['recordDisbursement', 'reopen']);
    expect(availableWorkflowActions('banker', 'disbursed')).toEqual([]);
    expect(availableWorkflowActions('user', 'farmerSubmitted')).toEqual([]);
  });

  it('says whether the role or the status is wrong', () => {
    expect(checkWorkflowAction('lawyer', 'farmerSubmitted', 'assignLawyer')).toEqual({
      allowed: false,
      reason: 'role',
    });
    expect(checkWorkflowAction('banker', 'formFill', 'assignLawyer')).toEqual({ allowed: false, reason: 'status' });
    expect(checkWorkflowAction('banker', 'pending', 'assignLawyer')).toEqual({ allowed: true, to: 'lawyer' });
    expect(checkWorkflowAction('banker', 'disbursed', 'reopen')).toEqual({ allowed: false, reason: 'status' });
  });

  it('locks the decision from the recommendation on, and keeps the lawyer’s issues open until overridden', () => {
    expect(['banker', 'bankerApproval', 'disbursed'].map((status) => isDecisionLocked(status as never))).toEqual([
      false,
      true,
      true,
    ]);
    const review = { at: '2026-02-01T10:00:00.000Z', byUserId: 'l', verdict: 'issuesFound' as const };
    expect(legalIssuesOpen({ completeLegalReview: review })).toBe(true);
    expect(legalIssuesOpen({ completeLegalReview: { ...review, verdict: 'clearTitle' } })).toBe(false);
    expect(
      legalIssuesOpen({
        completeLegalReview: review,
        overrideLegalIssues: { at: '2026-02-02T10:00:00.000Z', byUserId: 'b', reason: 'x' },
      }),
    ).toBe(false);
  });

  it('moves every status forward (a reassignment or an override keeps it, only a reopen goes back), never into a draft', () => {
    const order = (status: string) => APPLICATION_STATUSES.indexOf(status as never);
    const staying = ['reassignLawyer', 'overrideLegalIssues'];
    for (const action of WORKFLOW_ACTIONS) {
      const { from, to } = WORKFLOW_TRANSITIONS[action];
      for (const status of from) {
        if (action === 'reopen') expect(to).toBe('banker');
        else if (staying.includes(action)) expect(to).toBe(status);
        else expect(order(to)).toBeGreaterThan(order(status));
      }
      expect(to).not.toBe('formFill');
    }
  });

  it('lets the farmer edit only while the application waits for a lawyer', () => {
    expect(APPLICATION_STATUSES.filter((status) => isEditableByFarmer(status))).toEqual([
      'formFill',
      'farmerSubmitted',
      'lawyerSelection',
      'pending',
    ]);
    expect(isEditableByFarmer(undefined)).toBe(true);
    expect(canSubmitAsNew(undefined)).toBe(true);
    expect(canSubmitAsNew('formFill')).toBe(true);
    expect(canSubmitAsNew('farmerSubmitted')).toBe(false);
    expect(statusAfterSubmission('formFill')).toBe('farmerSubmitted');
    expect(statusAfterSubmission('pending')).toBe('pending');
  });
});

describe('the workflow action request', () => {
  const parse = (body: unknown) => workflowActionRequestSchema.safeParse(body);

  it('accepts each action with what it needs', () => {
    expect(parse({ action: 'assignLawyer', lawyerId: '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d' }).success).toBe(true);
    expect(issueText(parse({ action: 'assignLawyer', lawyerId: 'someone' }).error?.issues[0]?.message ?? '')).toBe(
      'Please choose the lawyer from the list',
    );
    expect(issueText(parse({ action: 'reopen' }).error?.issues[0]?.message ?? '')).toBe('Please enter the reason');
    expect(parse({ action: 'completeLegalReview', verdict: 'clearTitle', remarks: ' Title is clear ' }).data).toEqual({
      action: 'completeLegalReview',
      verdict: 'clearTitle',
      remarks: 'Title is clear',
    });
    expect(parse({ action: 'recordDisbursement', amount: '1,20,000', date: '2026-02-01T09:30:00Z' }).data).toEqual({
      action: 'recordDisbursement',
      amount: 120000,
      date: '2026-02-01',
    });
  });

  it('names what is missing or wrong', () => {
    expect(issuesByPath(parse({ action: 'completeLegalReview' }))).toEqual({
      verdict: ['Please choose the legal verdict'],
      remarks: ['Please enter the remarks'],
    });
    expect(issuesByPath(parse({ action: 'recordDisbursement', amount: 0, date: '2026-02-30' }))).toEqual({
      amount: ['Disbursed amount must be more than 0'],
      date: ['Date of disbursement must be a valid date (YYYY-MM-DD)'],
    });
    for (const date of ['0001-01-01', '9999-12-31']) {
      expect(issuesByPath(parse({ action: 'recordDisbursement', amount: 100, date }))).toEqual({
        date: ['Date of disbursement must be a valid date (YYYY-MM-DD)'],
      });
    }
    expect(issuesByPath(parse({ action: 'recordDisbursement' }))).toEqual({
      amount: ['Please enter the disbursed amount'],
      date: ['Please enter the date of disbursement'],
    });
    expect(issuesByPath(parse({ action: 'approve', status: 'disbursed' }))).toEqual({
      '': ['These fields are not accepted here: status'],
    });
    expect(issuesByPath(parse({ action: 'promote' }))).toEqual({ action: ['Please choose the action from the list'] });
  });
});
