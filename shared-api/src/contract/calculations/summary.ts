import { OTHER } from '@kisan-credit/shared-api/contract/options';
import { totalAssets, type AssetsLike } from '@kisan-credit/shared-api/contract/calculations/assets';
import { totalAnnualIncome, type AnnualIncomeLike } from '@kisan-credit/shared-api/contract/calculations/income';
import { totalLiabilities, type LiabilitiesLike } from '@kisan-credit/shared-api/contract/calculations/liabilities';
import { toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';

export interface SummarySource {
  applicantName?: string | null;
  loanAmount?: unknown;
  purposeOfLoan?: string | null;
  purposeOfLoanOther?: string | null;
  annualIncome?: AnnualIncomeLike | null;
  assets?: AssetsLike | null;
  liabilities?: LiabilitiesLike | null;
  landDetails?: readonly { cropDetails?: readonly unknown[] | null }[] | null;
  cropDetails?: readonly unknown[] | null;
  guarantorDetails?: readonly unknown[] | null;
}

export interface ApplicationSummary {
  /** null: show 'Not provided'. */
  applicantName: string | null;
  loanAmount: number;
  /** The free text when the purpose is Other. */
  purpose: string;
  totalAnnualIncome: number;
  totalAssets: number;
  totalLiabilities: number;
  cropEntries: number;
  guarantors: number;
}

/** The read-only Application Summary of step 8 (docs/requirements.md#r2-step-declaration). */
export function applicationSummary(application: SummarySource, guarantorsApply: boolean): ApplicationSummary {
  const name = application.applicantName?.trim();
  const lands = application.landDetails ?? [];
  const nestedCrops = lands.reduce((count, land) => count + (land.cropDetails?.length ?? 0), 0);
  return {
    applicantName: name ? name : null,
    loanAmount: toNumberOrZero(application.loanAmount),
    purpose:
      application.purposeOfLoan === OTHER
        ? (application.purposeOfLoanOther?.trim() ?? '')
        : (application.purposeOfLoan ?? ''),
    totalAnnualIncome: totalAnnualIncome(application.annualIncome),
    totalAssets: totalAssets(application.assets),
    totalLiabilities: totalLiabilities(application.liabilities),
    cropEntries: nestedCrops > 0 ? nestedCrops : (application.cropDetails?.length ?? 0),
    guarantors: guarantorsApply ? (application.guarantorDetails?.length ?? 0) : 0,
  };
}
