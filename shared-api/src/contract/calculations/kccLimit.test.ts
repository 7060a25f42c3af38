import { blankCrop } from '@kisan-credit/shared-api/contract/application/defaults';
import { eligibleKccLimit, estimateKccLimit, KCC_RULES } from '@kisan-credit/shared-api/contract/calculations/kccLimit';
import { DEFAULT_SCALE_OF_FINANCE } from '@kisan-credit/shared-api/contract/calculations/scaleOfFinance';

const crop = (name: string, area: number | string, areaUnit = 'acre', otherCrop = '') => ({
  ...blankCrop(),
  crop: name,
  otherCrop,
  area,
  areaUnit,
});

describe('estimateKccLimit', () => {
  it('follows the RBI circular’s worked example: 33,000 of crops gives 42,900, then 10% more a year', () => {
    // The circular's illustration: Paddy 1 acre at 11,000 and Sugarcane 1 acre at 22,000, insurance inside.
    const scale = { Paddy: { perAcre: 11_000, premiumRate: 0 }, Sugarcane: { perAcre: 22_000, premiumRate: 0 } };
    const estimate = estimateKccLimit([{ cropDetails: [crop('Paddy', 1), crop('Sugarcane', 1)] }], scale)!;
    expect(estimate.costOfCultivation).toBe(33_000);
    expect(estimate.postHarvest).toBe(3_300);
    expect(estimate.repairs).toBe(6_600);
    expect(estimate.limitByYear[0]).toBe(42_900);
    // The circular rounds each year to the hundred (47,200; 51,900; 57,100; 62,800); unrounded it is:
    expect(estimate.limitByYear).toEqual([42_900, 47_190, 51_909, 57_100, 62_810]);
    expect(estimate.cardLimit).toBe(62_810);
  });

  it('adds the crop insurance premium and converts hectares', () => {
    const estimate = estimateKccLimit([{ cropDetails: [crop('Wheat', 1, 'hectare')] }])!;
    const acres = 2.47105;
    const cost = DEFAULT_SCALE_OF_FINANCE.Wheat.perAcre * acres;
    expect(estimate.costOfCultivation).toBe(Math.round(cost));
    expect(estimate.cropInsurance).toBe(Math.round(cost * 0.015));
    expect(estimate.limitByYear[0]).toBe(Math.round(cost * 1.3 + cost * 0.015));
  });

  it('sums crops over every land record', () => {
    const one = estimateKccLimit([{ cropDetails: [crop('Wheat', 2)] }])!;
    const split = estimateKccLimit([{ cropDetails: [crop('Wheat', 1)] }, { cropDetails: [crop('Wheat', 1)] }])!;
    expect(split.cardLimit).toBe(one.cardLimit);
  });

  it('says when collateral may be needed (above ₹2 lakh) and how much earns interest subvention (₹3 lakh)', () => {
    const small = estimateKccLimit([{ cropDetails: [crop('Wheat', 2)] }])!;
    expect(small.cardLimit).toBeLessThan(KCC_RULES.collateralFreeLimit);
    expect(small.collateralMayBeNeeded).toBe(false);
    expect(small.subventionEligible).toBe(small.cardLimit);
    const large = estimateKccLimit([{ cropDetails: [crop('Sugarcane', 10)] }])!;
    expect(large.collateralMayBeNeeded).toBe(true);
    expect(large.subventionEligible).toBe(300_000);
  });

  it('names crops it has no scale for and leaves out crops without an area', () => {
    const estimate = estimateKccLimit([
      {
        cropDetails: [
          crop('Wheat', 1),
          crop('Other', 1, 'acre', 'Marigold'),
          crop('Other', 2, 'acre', 'Marigold'),
          crop('Paddy', ''),
        ],
      },
    ])!;
    expect(estimate.notCounted).toEqual(['Marigold']);
    expect(estimate.costOfCultivation).toBe(DEFAULT_SCALE_OF_FINANCE.Wheat.perAcre);
  });

  it('is undefined until a crop with a scale has an area', () => {
    expect(estimateKccLimit([{ cropDetails: [crop('', '')] }])).toBeUndefined();
    expect(estimateKccLimit([{ cropDetails: [crop('Other', 3, 'acre', 'Marigold')] }])).toBeUndefined();
    expect(estimateKccLimit([])).toBeUndefined();
  });

  it('has a positive scale and a premium rate for every crop of the catalogue', () => {
    for (const finance of Object.values(DEFAULT_SCALE_OF_FINANCE)) {
      expect(finance.perAcre).toBeGreaterThan(0);
      expect([0.015, 0.02, 0.05]).toContain(finance.premiumRate);
    }
  });
});

describe('eligibleKccLimit', () => {
  it('counts a legacy flat crop list as the land records would hold it', () => {
    const nested = { landDetails: [{ cropDetails: [crop('Wheat', 1)] }, { cropDetails: [crop('Wheat', 1)] }] };
    const flat = { landDetails: [{}, {}], cropDetails: [crop('Wheat', 1), crop('Wheat', 1)] };
    expect(eligibleKccLimit(flat)).toBe(eligibleKccLimit(nested));
    expect(eligibleKccLimit(nested)).toBe(estimateKccLimit(nested.landDetails)!.cardLimit);
    expect(eligibleKccLimit({ landDetails: [] })).toBeUndefined();
  });
});
