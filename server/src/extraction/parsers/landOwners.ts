import type { Found } from './found';
import { labelledNames } from './labelledName';
import { relatedNames } from './relatedNames';
import { SHARE, withSharesCompleted } from './shares';

/**
 * Owners of the land as the record names them. Latin names come from "Owner:" labels and S/O lines.
 * Devanagari names ("रमेश कुमार पुत्र सुरेश कुमार") are offered as written, with low confidence: a Hindi-only
 * record may be the only document naming the owner, the farmer can see and ignore it, and the client's
 * cross-document name check only compares Latin letters, so it raises no false warning.
 */
export interface LandOwners {
  owners: Found[];
  fathers: Found[];
  /** The Devanagari holders in the record's order, each with the share printed after them ("हिस्सा 1/2", "1/2 भाग"). */
  holders: { name: string; share?: string }[];
}

const OWNER_LABEL =
  /\bowner(?:'?s)?(?:\s*na(?:me|rne))?|khatedar|tenure\s*holder|name\s*of\s*(?:the\s*)?(?:owner|khatedar|tenure\s*holder)/i;
const RELATION_WORD = /^(?:पुत्र|पुत्री|पत्नी|पति|आत्मज|आत्मजा|पुत्रवधू)$/;
const HINDI_HONORIFIC = /^(?:श्री|श्रीमती|स्व0|स्व\.?|कु0|कुमारी|सुश्री)$/;
// Words of labels and addresses around the names in a Khatauni row.
const NOT_HINDI_NAME_WORD =
  /^(?:नाम|खातेदार|खातेदारों|का|के|की|व|तथा|संख्या|क्रम|निवासी|नि0|निo|ग्राम|मौजा|सह|खाता|खसरा|गाटा|क्षेत्रफल|योग|हिस्सा|भाग|भूमि)$/;
const HINDI_WORD = /^[\u0900-\u097F]+$/;
// "1/2" whose slash OCR read as a 7 ("172"), taken only right after "हिस्सा".
const SHARE_SLASH_AS_SEVEN = /^([1-9])7([1-9])$/;
const SHARE_BEFORE = /^(?:हिस्सा|हिस्से|अंश|share)$/i;
const SHARE_AFTER = /^(?:भाग|हिस्सा)$/;
const MAX_NAME_WORDS = 4;
// An initial: a letter's name with its point ("एम.", "आर.", "के."), which a name keeps as printed.
const INITIAL = /^(?:[\u0905-\u0939\u0958-\u095F][\u0900-\u0903\u093C-\u094D]{0,3}){1,2}\.$/;
const CONFIDENCE = { latin: 0.7, devanagari: 0.4 };

/** The name words at the start of `tokens`, up to the first label, relation word or non-Hindi token. */
function leadingNameWords(tokens: readonly string[]): string[] {
  const words: string[] = [];
  for (const token of tokens) {
    if (
      !(HINDI_WORD.test(token) || INITIAL.test(token)) ||
      NOT_HINDI_NAME_WORD.test(token) ||
      RELATION_WORD.test(token) ||
      words.length === MAX_NAME_WORDS
    )
      break;
    words.push(token);
  }
  return words;
}

// A serial number OCR read as a syllable ("रे." for "२."): one consonant, perhaps with its vowel sign.
const ONE_SYLLABLE = /^[\u0915-\u0939\u0958-\u095F]\u093C?[\u093E-\u094C\u0901-\u0903]?$/;

function hindiName(words: readonly string[]): string | undefined {
  const kept = [...words];
  while (kept.length > 0 && HINDI_HONORIFIC.test(kept[0]!)) kept.shift();
  // A serial read as a syllable stands before a whole word; before another initial it is the name's own.
  while (kept.length > 2 && ONE_SYLLABLE.test(kept[0]!.replace(/\.$/, '')) && !INITIAL.test(kept[1]!)) kept.shift();
  return kept.length > 0 ? kept.join(' ') : undefined;
}

const tokensOf = (line: string) =>
  line
    .split(/[\s,|:;।॥]+/)
    .map((token) => token.replace(/^[(]+/, ''))
    .map((token) => (INITIAL.test(token) ? token : token.replace(/[.()]+$/, '')))
    .filter((token) => token !== '');

/** The share printed among `tokens` (up to the next holder): "हिस्सा 1/2" or "1/2 भाग". */
function shareIn(tokens: readonly string[]): string | undefined {
  const read = tokens.map((token, at) =>
    SHARE_BEFORE.test(tokens[at - 1] ?? '') ? token.replace(SHARE_SLASH_AS_SEVEN, '$1/$2') : token,
  );
  const index = read.findIndex(
    (token, at) => SHARE.test(token) && (shareWordBefore(read, at) || SHARE_AFTER.test(read[at + 1] ?? '')),
  );
  return index === -1 ? undefined : asShare(read[index]!);
}

/** A share as printed; OCR reads its १ as ९ ("९/३"), which no share has over a smaller denominator. */
function asShare(share: string): string {
  const [part, whole] = share.split('/').map(Number) as [number, number];
  return part === 9 && whole < 9 ? `1/${whole}` : share;
}

/**
 * "हिस्सा" just before the share, or before the plot's khasra number and area that a wrapped name cell left
 * between them ("हिस्सा 649 0.3605" then "1/2" on the next line).
 */
function shareWordBefore(tokens: readonly string[], at: number): boolean {
  for (let before = at - 1; before >= Math.max(0, at - 3); before--) {
    if (SHARE_BEFORE.test(tokens[before]!)) return true;
    if (!/^[0-9][0-9./]*$/.test(tokens[before]!)) return false;
  }
  return false;
}

/** "<name> पुत्र <father>" pairs of a line, in order. */
function hindiOwnerPairs(line: string): { owner: string; father?: string }[] {
  const tokens = tokensOf(line);
  return tokens.flatMap((token, index) => {
    if (!RELATION_WORD.test(token)) return [];
    const owner = hindiName(leadingNameWords(tokens.slice(0, index).reverse()).reverse());
    const father = hindiName(leadingNameWords(tokens.slice(index + 1)));
    return owner ? [{ owner, ...(father ? { father } : {}) }] : [];
  });
}

/**
 * The holders of the record with their shares. The share may be printed on the next line (a wrapped name
 * cell), so it is looked for in the words between one holder's relation word and the next one's name.
 */
function hindiHolders(lines: readonly string[]): LandOwners['holders'] {
  const tokens = lines.flatMap(tokensOf);
  const relations = tokens.flatMap((token, index) => (RELATION_WORD.test(token) ? [index] : []));
  return relations.flatMap((at, order) => {
    const name = hindiName(leadingNameWords(tokens.slice(0, at).reverse()).reverse());
    if (!name) return [];
    const nextName =
      relations[order + 1] === undefined
        ? tokens.length
        : relations[order + 1]! - leadingNameWords(tokens.slice(0, relations[order + 1]).reverse()).length;
    const share = shareIn(tokens.slice(at + 1, nextName));
    return [{ name, ...(share ? { share } : {}) }];
  });
}

export function landOwners(lines: readonly string[]): LandOwners {
  const owners: Found[] = labelledNames(lines, OWNER_LABEL).map((value) => ({ value, confidence: CONFIDENCE.latin }));
  const related = relatedNames(lines);
  owners.push(...related.holderNames.map(({ value }) => ({ value, confidence: CONFIDENCE.latin })));
  const fathers: Found[] = related.fatherNames.map(({ value }) => ({ value, confidence: CONFIDENCE.latin }));
  for (const { owner, father } of lines.flatMap(hindiOwnerPairs)) {
    owners.push({ value: owner, confidence: CONFIDENCE.devanagari });
    if (father) fathers.push({ value: father, confidence: CONFIDENCE.devanagari });
  }
  const holders = hindiHolders(lines).filter(
    (holder, index, all) => all.findIndex((other) => other.name === holder.name) === index,
  );
  return { owners, fathers, holders: withSharesCompleted(holders) };
}
