import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  APPLICATION_STATUSES,
  isEditableByFarmer,
  LAWYER_CATEGORIES,
  LAWYER_CATEGORY_GROUPS,
  LAWYER_VISIBLE_GROUPS,
  normalizeStatus,
  STATUS_GROUPS,
  statusesOfGroup,
  statusGroupOf,
  statusLabel,
} from './status';

describe('statuses', () => {
  it.each([
    ['formFill', 'Form Filling'],
    ['farmerSubmitted', 'Submitted'],
    ['lawyerSelection', 'Lawyer Selection'],
    ['pending', 'Pending'],
    ['lawyer', 'Legal Review'],
    ['banker', 'Banker Review'],
    ['bankerApproval', 'Banker Approval'],
    ['finalApproval', 'Final Approval'],
    ['finalSubmission', 'Final Submission'],
    ['disbursed', 'Disbursed'],
  ])('%s shows the badge %s, with Hindi', (status, label) => {
    expect(translate(statusLabel(status), 'en')).toBe(label);
    expect(translate(statusLabel(status), 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('treats a missing or unknown status as Submitted', () => {
    for (const status of [undefined, null, '', 'approved', 'FORMFILL']) {
      expect(normalizeStatus(status)).toBe('farmerSubmitted');
      expect(translate(statusLabel(status), 'en')).toBe('Submitted');
    }
  });
});

describe('banker dashboard groups', () => {
  it('are the spec’s four tabs with their statuses', () => {
    expect(STATUS_GROUPS.map((group) => [translate(group.title, 'en'), [...group.statuses]])).toEqual([
      ['Awaiting Lawyer Assignment', ['farmerSubmitted', 'formFill', 'lawyerSelection', 'pending']],
      ['Under Legal Review', ['lawyer']],
      ['Ready for Banking Review', ['banker', 'bankerApproval']],
      ['Final Approval & Disbursed', ['finalApproval', 'finalSubmission', 'disbursed']],
    ]);
  });

  it('hold every status exactly once', () => {
    const grouped = STATUS_GROUPS.flatMap((group) => group.statuses);
    expect([...grouped].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('place each application in its tab, unknown statuses in the first', () => {
    expect(statusGroupOf('pending')).toBe('awaitingLawyerAssignment');
    expect(statusGroupOf('lawyer')).toBe('underLegalReview');
    expect(statusGroupOf('bankerApproval')).toBe('readyForBankingReview');
    expect(statusGroupOf('disbursed')).toBe('finalApprovalAndDisbursed');
    expect(statusGroupOf(undefined)).toBe('awaitingLawyerAssignment');
    expect(statusGroupOf('mystery')).toBe('awaitingLawyerAssignment');
  });

  it('let the farmer edit only while awaiting lawyer assignment', () => {
    expect(isEditableByFarmer('formFill')).toBe(true);
    expect(isEditableByFarmer('farmerSubmitted')).toBe(true);
    expect(isEditableByFarmer('lawyer')).toBe(false);
    expect(isEditableByFarmer('disbursed')).toBe(false);
  });
});

describe('lawyer categories', () => {
  it('are incoming (with a count badge) and completed', () => {
    expect(
      LAWYER_CATEGORIES.map((category) => [
        category.id,
        translate(category.title, 'en'),
        translate(category.description, 'en'),
        category.showsCount,
      ]),
    ).toEqual([
      ['incoming', 'Incoming Applications', 'New applications awaiting legal review', true],
      ['completed', 'Completed Applications', 'Reviewed and completed', false],
    ]);
    expect(statusesOfGroup('incoming')).toEqual(['lawyer']);
    expect(statusesOfGroup('readyForBankingReview')).toEqual(['banker', 'bankerApproval']);
  });

  it("gives the lawyer's categories as the banker tabs they are made of (the server's queries use them)", () => {
    expect(LAWYER_CATEGORY_GROUPS).toEqual({
      incoming: ['underLegalReview'],
      completed: ['readyForBankingReview', 'finalApprovalAndDisbursed'],
    });
    expect(LAWYER_VISIBLE_GROUPS).not.toContain('awaitingLawyerAssignment');
  });
});
