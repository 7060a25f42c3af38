// Which rows of the application's lists the farmer, the lawyer and the banker may remove.

/**
 * The first row of a list cannot be removed: land records, family members, reference contacts, liabilities,
 * guarantors and a guarantor's land rows (docs/requirements.md#r5-removal-rules). Crops follow mayRemoveCrop.
 */
export function mayRemoveRow(index: number): boolean {
  return index > 0;
}

/** A crop can be removed only while its land has more than one. */
export function mayRemoveCrop(cropsOnLand: number): boolean {
  return cropsOnLand > 1;
}
