import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { ASSET_ITEMS_BY_KIND, type AssetKind } from '@kisan-credit/shared-api/contract/options';
import { TOP_ASSETS_COUNT } from '@kisan-credit/shared-api/contract/limits';
import { sum, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';

export interface AssetItemLike {
  units?: unknown;
  valuePerUnit?: unknown;
}

export type AssetGroupLike = Partial<Record<string, AssetItemLike | null | undefined>>;

export interface AssetsLike {
  movable?: AssetGroupLike | null;
  immovable?: AssetGroupLike | null;
}

/** Units times value per unit; blanks and invalid numbers count as 0. */
export function assetItemTotal(item: AssetItemLike | null | undefined): number {
  return toNumberOrZero(item?.units) * toNumberOrZero(item?.valuePerUnit);
}

function totalOfKind(assets: AssetsLike | null | undefined, kind: AssetKind): number {
  const group = assets?.[kind];
  return sum(ASSET_ITEMS_BY_KIND[kind].map((item) => assetItemTotal(group?.[item.value])));
}

export function totalMovableAssets(assets: AssetsLike | null | undefined): number {
  return totalOfKind(assets, 'movable');
}

export function totalImmovableAssets(assets: AssetsLike | null | undefined): number {
  return totalOfKind(assets, 'immovable');
}

export function totalAssets(assets: AssetsLike | null | undefined): number {
  return totalMovableAssets(assets) + totalImmovableAssets(assets);
}

export interface RankedAsset {
  item: string;
  label: Message;
  unit: Message;
  units: number;
  valuePerUnit: number;
  total: number;
}

/**
 * The most valuable items of one kind, for the portfolio summary: highest total first, items worth
 * nothing left out, equal totals in the catalogue's order.
 */
export function topAssets(
  assets: AssetsLike | null | undefined,
  kind: AssetKind,
  count: number = TOP_ASSETS_COUNT,
): RankedAsset[] {
  const group = assets?.[kind];
  return ASSET_ITEMS_BY_KIND[kind]
    .map((item) => {
      const entry = group?.[item.value];
      return {
        item: item.value,
        label: item.label,
        unit: item.unit,
        units: toNumberOrZero(entry?.units),
        valuePerUnit: toNumberOrZero(entry?.valuePerUnit),
        total: assetItemTotal(entry),
      };
    })
    .filter((ranked) => ranked.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, Math.max(0, count));
}
