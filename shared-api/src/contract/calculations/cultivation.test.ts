import { cultivationSummary } from './cultivation';

describe('cultivationSummary', () => {
  it('counts land records and crops and adds areas in acres, by season', () => {
    const summary = cultivationSummary([
      {
        landArea: 3,
        landAreaUnit: 'acre',
        cropDetails: [
          { season: 'Rabi', area: 2, areaUnit: 'acre' },
          { season: 'Kharif', area: 1, areaUnit: 'hectare' },
        ],
      },
      {
        landArea: '2',
        landAreaUnit: 'hectare',
        cropDetails: [
          { season: 'Rabi', area: '1.5', areaUnit: 'acre' },
          { season: 'Zaid', area: '', areaUnit: 'acre' },
          { season: 'Other', area: 1, areaUnit: 'acre' },
        ],
      },
    ]);
    expect(summary).toEqual({
      landRecords: 2,
      totalCrops: 5,
      totalLandAcres: 7.94, // 3 + 2 × 2.47105 = 7.9421
      cultivatedAcres: 6.97, // 2 + 2.47105 + 1.5 + 0 + 1
      seasons: {
        Rabi: { acres: 3.5, crops: 2 },
        Kharif: { acres: 2.47, crops: 1 },
        Zaid: { acres: 0, crops: 1 },
      },
    });
  });

  it('uses the flat crop list when no land record holds crops', () => {
    const summary = cultivationSummary([{ landArea: 4 }], [{ season: 'Kharif', area: 4, areaUnit: 'acre' }]);
    expect(summary.totalCrops).toBe(1);
    expect(summary.seasons.Kharif).toEqual({ acres: 4, crops: 1 });
  });

  it('is all zeros with nothing entered', () => {
    const empty = { acres: 0, crops: 0 };
    expect(cultivationSummary(undefined)).toEqual({
      landRecords: 0,
      totalCrops: 0,
      totalLandAcres: 0,
      cultivatedAcres: 0,
      seasons: { Rabi: empty, Kharif: empty, Zaid: empty },
    });
    expect(cultivationSummary([{ landArea: 'abc', cropDetails: [] }]).totalLandAcres).toBe(0);
  });
});
