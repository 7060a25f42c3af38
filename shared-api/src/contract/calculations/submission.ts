import type { SubmissionOnlyFields } from '@kisan-credit/shared-api/contract/application';
import {
  totalImmovableAssets,
  totalMovableAssets,
  type AssetsLike,
} from '@kisan-credit/shared-api/contract/calculations/assets';
import { totalAnnualIncome, type AnnualIncomeLike } from '@kisan-credit/shared-api/contract/calculations/income';
import { applicationKey } from '@kisan-credit/shared-api/contract/calculations/key';
import { totalLiabilities, type LiabilitiesLike } from '@kisan-credit/shared-api/contract/calculations/liabilities';

export interface SubmissionSource {
  applicantName?: string | null;
  assets?: AssetsLike | null;
  annualIncome?: AnnualIncomeLike | null;
  liabilities?: LiabilitiesLike | null;
}

/**
 * The fields a submission carries beside the application (docs/requirements.md#r3-submission-fields), worked out from the application and
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
