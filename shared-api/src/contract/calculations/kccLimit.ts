import { landRecordsWithCrops } from '@kisan-credit/shared-api/contract/application/formLoad';
import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { OTHER } from '@kisan-credit/shared-api/contract/options';
import {
  DEFAULT_SCALE_OF_FINANCE,
  type ScaleOfFinance,
} from '@kisan-credit/shared-api/contract/calculations/scaleOfFinance';

/**
 * The rules of the RBI Master Circular on the Kisan Credit Card scheme ("Assessment of credit limit"), and
 * of the schemes that go with it. A bank may change these with its policy.
 */
export const KCC_RULES = {
  /** Post-harvest, household and consumption needs: 10% of the cost of cultivation. */
  postHarvestShare: 0.1,
  /** Repairs and maintenance of farm assets: 20% of the cost of cultivation. */
  repairsShare: 0.2,
  /** Each year after the first, 10% more for cost escalation (compounded, as the circular's example does). */
  yearlyEscalation: 0.1,
  /** A KCC runs for five years; the fifth year's limit is the card's limit (maximum permissible limit). */
  years: 5,
  /** Agricultural loans without collateral security, RBI from 1 January 2025. */
  collateralFreeLimit: 200_000,
  /** Modified Interest Subvention Scheme: short-term crop loans up to ₹3 lakh at 7% a year... */
  subventionLimit: 300_000,
  subventionRatePercent: 7,
  /** ...and 4% for farmers who repay on time (3% prompt repayment incentive). */
  promptRepaymentRatePercent: 4,
} as const;

interface CropLike {
  crop?: unknown;
  otherCrop?: unknown;
  area?: unknown;
  areaUnit?: unknown;
}

interface LandLike {
  cropDetails?: readonly CropLike[] | null;
}

export interface KccLimitEstimate {
  /** Σ scale of finance × acres, over the crops with a scale. */
  costOfCultivation: number;
  postHarvest: number;
  repairs: number;
  cropInsurance: number;
  /** Limits for years 1 to 5, in rupees. */
  limitByYear: number[];
  /** The card's limit: the fifth year's. */
  cardLimit: number;
  /** The limit is above the collateral-free amount: the bank may ask for collateral security. */
  collateralMayBeNeeded: boolean;
  /** How much of the limit can earn interest subvention. */
  subventionEligible: number;
  /** Crops with an area but no scale of finance in the table (Other crops): the bank adds them. */
  notCounted: string[];
}

const rupees = (amount: number) => Math.round(amount);

/**
 * An estimate of the KCC limit from the crops of the land records: scale of finance × area per crop, plus
 * 10% post-harvest and household needs, plus 20% repairs and maintenance, plus crop insurance; 10% more a
 * year for years 2 to 5. Undefined while no crop with a scale of finance has an area.
 */
export function estimateKccLimit(
  landDetails: readonly LandLike[],
  scale: ScaleOfFinance = DEFAULT_SCALE_OF_FINANCE,
): KccLimitEstimate | undefined {
  let costOfCultivation = 0;
  let cropInsurance = 0;
  const notCounted: string[] = [];
  for (const crop of landDetails.flatMap((land) => land.cropDetails ?? [])) {
    const acres = areaInAcres(crop.area, typeof crop.areaUnit === 'string' ? crop.areaUnit : undefined);
    if (acres <= 0) continue;
    const name = typeof crop.crop === 'string' ? crop.crop : '';
    const finance = name === OTHER ? undefined : scale[name];
    if (!finance) {
      const shown =
        name === OTHER && typeof crop.otherCrop === 'string' && crop.otherCrop.trim() !== ''
          ? crop.otherCrop.trim()
          : name;
      if (shown !== '' && !notCounted.includes(shown)) notCounted.push(shown);
      continue;
    }
    const cost = finance.perAcre * acres;
    costOfCultivation += cost;
    cropInsurance += cost * finance.premiumRate;
  }
  if (costOfCultivation <= 0) return undefined;

  const postHarvest = costOfCultivation * KCC_RULES.postHarvestShare;
  const repairs = costOfCultivation * KCC_RULES.repairsShare;
  const firstYear = costOfCultivation + postHarvest + repairs + cropInsurance;
  const limitByYear = Array.from({ length: KCC_RULES.years }, (_, year) =>
    rupees(firstYear * (1 + KCC_RULES.yearlyEscalation) ** year),
  );
  const cardLimit = limitByYear[limitByYear.length - 1]!;
  return {
    costOfCultivation: rupees(costOfCultivation),
    postHarvest: rupees(postHarvest),
    repairs: rupees(repairs),
    cropInsurance: rupees(cropInsurance),
    limitByYear,
    cardLimit,
    collateralMayBeNeeded: cardLimit > KCC_RULES.collateralFreeLimit,
    subventionEligible: Math.min(cardLimit, KCC_RULES.subventionLimit),
    notCounted,
  };
}

/**
 * The card limit a saved application's land and crops support (the eligible limit the bank checks a sanction
 * against): its crops read as the land records carry them, a legacy flat list spread over the records.
 */
export function eligibleKccLimit(application: unknown): number | undefined {
  return estimateKccLimit(landRecordsWithCrops(application) as LandLike[])?.cardLimit;
}
