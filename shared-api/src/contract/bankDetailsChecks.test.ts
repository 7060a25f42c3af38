import { readable } from '@kisan-credit/shared-api/contract/testing/readable';
import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { bankDetailsIssues } from './bankDetailsChecks';

describe('bankDetailsIssues', () => {
  it('accepts figures that agree, and blanks', () => {
    expect(readable(bankDetailsIssues({}, 200000))).toEqual([]);
    expect(
      bankDetailsIssues(
        {
          loanAmountSanctioned: 150000,
          loanAmountDisbursed: '1,50,000',
          dateOfApplication: '2026-01-05',
          dateOfPreInspection: '',
          dateOfSanction: '2026-01-20',
          dateOfPostInspection: '2026-01-20',
        },
        200000,
      ),
    ).toEqual([]);
  });

  it('refuses a sanction above the eligible limit unless a reason is given', () => {
    const [issue] = bankDetailsIssues({ loanAmountSanctioned: 250000 }, 212345);
    expect(readable(issue)).toEqual({
      field: 'loanAmountSanctioned',
      message: {
        en: 'The sanctioned amount is more than the eligible limit (₹2,12,345). Lower it, or give the reason for sanctioning above the limit.',
        hi: 'स्वीकृत राशि पात्र सीमा (₹2,12,345) से अधिक है। इसे कम करें, या सीमा से अधिक स्वीकृति का कारण लिखें।',
      },
    });
    expect(
      bankDetailsIssues({ loanAmountSanctioned: 250000, sanctionAboveLimitReason: 'Dairy unit added' }, 212345),
    ).toEqual([]);
    expect(bankDetailsIssues({ loanAmountSanctioned: 250000, sanctionAboveLimitReason: '   ' }, 212345)).toHaveLength(
      1,
    );
    // No crops with a scale of finance: no limit to compare with.
    expect(readable(bankDetailsIssues({ loanAmountSanctioned: 250000 }, undefined))).toEqual([]);
  });

  it('refuses a disbursement above the sanction', () => {
    expect(
      readable(bankDetailsIssues({ loanAmountSanctioned: 100000, loanAmountDisbursed: 100001 }, undefined)),
    ).toEqual([
      {
        field: 'loanAmountDisbursed',
        message: expect.objectContaining({
          en: 'The disbursed amount cannot be more than the sanctioned amount (₹1,00,000).',
        }),
      },
    ]);
  });

  it('names each date that comes before an earlier step', () => {
    const issues = bankDetailsIssues(
      {
        dateOfApplication: '2026-02-01',
        dateOfPreInspection: '2026-01-25',
        dateOfSanction: '2026-02-10',
        dateOfPostInspection: '2026-02-05',
      },
      undefined,
    );
    expect(issues.map((issue) => [issue.field, translate(issue.message, 'en')])).toEqual([
      ['dateOfPreInspection', 'Date of pre-inspection cannot be before date of application.'],
      ['dateOfPostInspection', 'Date of post-inspection cannot be before date of sanction.'],
    ]);
    expect(translate(issues[0]!.message, 'hi')).toMatch(/[\u0900-\u097F]/);
  });
});
