import type { Found } from './found';
import { personName } from './personName';
import { findRelation, RELATION_CONFIDENCE } from './relation';

export interface RelatedNames {
  /** The names after S/O, D/O, W/O, C/O: father's or husband's. */
  fatherNames: Found[];
  /** The names before the prefix on the same line ("Ramesh Kumar S/O Suresh Kumar"): the holder's. */
  holderNames: Found[];
}

const HOLDER_BEFORE_RELATION_CONFIDENCE = 0.75;

/** The names around every S/O, D/O, W/O and C/O of the text. */
export function relatedNames(lines: readonly string[]): RelatedNames {
  const result: RelatedNames = { fatherNames: [], holderNames: [] };
  for (const line of lines) {
    const relation = findRelation(line);
    if (!relation) continue;
    result.fatherNames.push({ value: relation.name, confidence: RELATION_CONFIDENCE[relation.kind] });
    const holder = personName(relation.before.replace(/^[^:]*:/, ''));
    if (holder) result.holderNames.push({ value: holder, confidence: HOLDER_BEFORE_RELATION_CONFIDENCE });
  }
  return result;
}
