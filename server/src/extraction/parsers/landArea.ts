/**
 * Area units of land records. Hectares and acres are the form's units; decimals (1/100 acre) and square
 * metres convert exactly. A bigha (and its biswa) differs from state to state and even district to
 * district, so a bigha area is not converted: the record is offered without its area.
 */
export type LandUnit = 'hectare' | 'acre' | 'decimal' | 'squareMetre' | 'bigha';

const UNIT_WORDS: readonly [LandUnit, RegExp][] = [
  ['hectare', /हेक्टेयर|हेक्टर|हे\.|\bhectares?\b|\bhect?\.?(?![a-z])|\bha\b/i],
  ['acre', /एकड़|एकड|\bacres?\b|\bac\b/i],
  ['decimal', /डिसमिल|डेसिमल|\bdecimals?\b|\bdismil\b/i],
  ['squareMetre', /वर्ग\s*मी|\bsq\.?\s*m(?:trs?|eters?|etres?)?\b|\bsquare\s*met/i],
  ['bigha', /बीघा|बिस्वा|\bbighas?\b|\bbiswa/i],
];

/** The first area unit named in a text. */
export function unitIn(text: string): LandUnit | undefined {
  let first: { unit: LandUnit; at: number } | undefined;
  for (const [unit, pattern] of UNIT_WORDS) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.at)) first = { unit, at: match.index };
  }
  return first?.unit;
}

/** The area in one of the form's units; undefined for a bigha. */
export function formArea(
  area: number,
  unit: LandUnit,
): { landArea: number; landAreaUnit: 'hectare' | 'acre' } | undefined {
  switch (unit) {
    case 'hectare':
    case 'acre':
      return { landArea: area, landAreaUnit: unit };
    case 'decimal':
      return { landArea: Number((area / 100).toFixed(4)), landAreaUnit: 'acre' };
    case 'squareMetre':
      return { landArea: Number((area / 10_000).toFixed(4)), landAreaUnit: 'hectare' };
    case 'bigha':
      return undefined;
  }
}
