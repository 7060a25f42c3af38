/**
 * Area units of land records. Hectares and acres are the form's units; decimals (1/100 acre) and square
 * metres convert exactly. A bigha (and its biswa) differs from state to state and even district to
 * district, so a bigha area is not converted: the record is offered without its area.
 */
export type LandUnit = 'hectare' | 'acre' | 'decimal' | 'squareMetre' | 'bigha';

/**
 * Each unit's names, and its short forms: beside a number a short form names its unit, alone it may be
 * OCR's noise ("… AC RS …" at a photo's edge).
 */
const UNIT_NAMES: readonly [LandUnit, RegExp][] = [
  ['hectare', /हेक्टेयर|हेक्टर|\bhectares?\b/i],
  ['acre', /एकड़|एकड|\bacres?\b/i],
  ['decimal', /डिसमिल|डेसिमल|\bdecimals?\b|\bdismil\b/i],
  ['squareMetre', /वर्ग\s*मी|\bsquare\s*met/i],
  ['bigha', /बीघा|बिस्वा|\bbighas?\b|\bbiswa/i],
];
const SHORT_FORMS: Partial<Record<LandUnit, RegExp>> = {
  hectare: /हे\.|\bhect?\.?(?![a-z])|\bha\b/,
  acre: /\bac\b/,
  squareMetre: /\bsq\.?\s*m(?:trs?|eters?|etres?)?\b/,
};
const UNIT_WORDS = UNIT_NAMES.map(([unit, name]): [LandUnit, RegExp] => {
  const short = SHORT_FORMS[unit];
  return [unit, short ? new RegExp(`${name.source}|${short.source}`, 'i') : name];
});

/** The first area unit named in a text, by its name or short form. */
export function unitIn(text: string): LandUnit | undefined {
  return firstUnit(text, UNIT_WORDS);
}

/** The unit a whole record names, as its area column's heading does: by its name, else by a short form. */
export function recordUnitIn(text: string): LandUnit | undefined {
  return firstUnit(text, UNIT_NAMES) ?? unitIn(text);
}

function firstUnit(text: string, patterns: readonly [LandUnit, RegExp][]): LandUnit | undefined {
  let first: { unit: LandUnit; at: number } | undefined;
  for (const [unit, pattern] of patterns) {
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
