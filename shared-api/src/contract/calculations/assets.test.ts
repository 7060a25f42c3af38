import { readable } from '@kisan-credit/shared-api/contract/testing/readable';
import { assetItemTotal, topAssets, totalAssets, totalImmovableAssets, totalMovableAssets } from './assets';

const assets = {
  movable: {
    milchBuffaloes: { units: 2, valuePerUnit: 60000 },
    milchCattle: { units: '3', valuePerUnit: '40000' },
    gold: { units: 20, valuePerUnit: 6000 },
    tractor: { units: 1, valuePerUnit: 450000 },
    powerTiller: { units: 0, valuePerUnit: 150000 },
    otherVehicles: { units: 'two', valuePerUnit: 10000 },
  },
  immovable: {
    houseBuilding: { units: 800, valuePerUnit: 1200 },
    landValue: { units: 3, valuePerUnit: 500000 },
  },
};

describe('asset totals', () => {
  it('multiplies units by value per unit, blanks and invalid numbers as 0', () => {
    expect(assetItemTotal({ units: 2, valuePerUnit: 60000 })).toBe(120000);
    expect(assetItemTotal({ units: '1.5', valuePerUnit: '1000' })).toBe(1500);
    expect(assetItemTotal({ units: '', valuePerUnit: 1000 })).toBe(0);
    expect(assetItemTotal({})).toBe(0);
    expect(assetItemTotal(undefined)).toBe(0);
  });

  it('adds every movable and every immovable item', () => {
    expect(totalMovableAssets(assets)).toBe(120000 + 120000 + 120000 + 450000);
    expect(totalImmovableAssets(assets)).toBe(960000 + 1500000);
    expect(totalAssets(assets)).toBe(810000 + 2460000);
  });

  it('ignores keys that are not asset items, and missing groups', () => {
    expect(totalMovableAssets({ movable: { spaceship: { units: 1, valuePerUnit: 1e9 } } })).toBe(0);
    expect(totalMovableAssets({})).toBe(0);
    expect(totalImmovableAssets(null)).toBe(0);
  });
});

describe('topAssets', () => {
  it('lists the three most valuable items of a kind, highest first', () => {
    expect(topAssets(assets, 'movable').map((asset) => [asset.item, asset.total])).toEqual([
      ['tractor', 450000],
      ['milchBuffaloes', 120000],
      ['milchCattle', 120000],
    ]);
  });

  it('carries the labels and units for the summary', () => {
    expect(readable(topAssets(assets, 'immovable', 1))).toEqual([
      {
        item: 'landValue',
        label: { en: 'Land', hi: 'भूमि' },
        unit: { en: 'Acres', hi: 'एकड़' },
        units: 3,
        valuePerUnit: 500000,
        total: 1500000,
      },
    ]);
  });

  it('leaves out items worth nothing', () => {
    expect(topAssets({ movable: { gold: { units: 10, valuePerUnit: 6000 } } }, 'movable')).toHaveLength(1);
    expect(topAssets(undefined, 'immovable')).toEqual([]);
    expect(topAssets(assets, 'movable', 0)).toEqual([]);
  });
});
