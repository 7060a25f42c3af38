import { type z } from 'zod';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import {
  IMMOVABLE_ASSET_ITEMS,
  MOVABLE_ASSET_ITEMS,
  type AssetItemOption,
} from '@kisan-credit/shared-api/contract/options';
import { amount, group } from '@kisan-credit/shared-api/contract/application/fields';

/** One asset line: how many units and what one unit is worth; blank or invalid numbers become 0. */
export const assetItemSchema = group(L.assets, {
  units: amount(L.units),
  valuePerUnit: amount(L.valuePerUnit),
});
export type AssetItem = z.output<typeof assetItemSchema>;

function itemsShape<const Items extends readonly AssetItemOption[]>(items: Items) {
  return Object.fromEntries(items.map((item) => [item.value, assetItemSchema])) as {
    [Key in Items[number]['value']]: typeof assetItemSchema;
  };
}

/** Movable and immovable assets, the same shape for the applicant and for each guarantor (docs/requirements.md#r3-assets). */
export const assetsSchema = group(L.assets, {
  movable: group(L.assets, itemsShape(MOVABLE_ASSET_ITEMS)),
  immovable: group(L.assets, itemsShape(IMMOVABLE_ASSET_ITEMS)),
});
export type Assets = NonNullable<z.output<typeof assetsSchema>>;
