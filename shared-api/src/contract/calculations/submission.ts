import type { SubmissionOnlyFields } from '../application';
import { totalImmovableAssets, totalMovableAssets, type AssetsLike } from './assets';
import { totalAnnualIncome, type AnnualIncomeLike } from './income';
import { applicationKey } from './key';
import { totalLiabilities, type LiabilitiesLike } from './liabilities';

export interface SubmissionSource {
  applicantName?: string | null;
  assets?: AssetsLike | null;
  annualIncome?: AnnualIncomeLike | null;
  liabilities?: LiabilitiesLike | null;
}

/**
 * The fields a submission carries beside the application (spec §3), worked out from the application and
 * the signed-in user's phone; the server computes them itself rather than trusting the browser's.
 */
export function submissionOnlyFields(application: SubmissionSource, phoneNumber: string): SubmissionOnlyFields {
  const key = applicationKey(application.applicantName, phoneNumber);
  return {
    phoneNumber,
    ...(key === undefined ? {} : { key }),
    totalMovableAssets: totalMovableAssets(application.assets),
    totalImmovableAssets: totalImmovableAssets(application.assets),
    totalAnnualIncome: totalAnnualIncome(application.annualIncome),
    totalLiabilities: totalLiabilities(application.liabilities),
    seasonWiseArea: {},
  };
}
