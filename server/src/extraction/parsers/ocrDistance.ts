import { areLookAlikes } from './confusions';

/**
 * Letters a photo's OCR takes for one another, lower-cased, by kind: thin strokes; letters a stroke apart
 * (h, n, m, u, v, an H read as M); round letters and tails.
 */
const LOOK_ALIKE_LETTERS = [
  ...['il', 'it', 'lt', 'ij', 'jl', 'ft'],
  ...['hn', 'hb', 'hk', 'hm', 'mn', 'nu', 'uv', 'vy'],
  ...['ce', 'co', 'eo', 'ao', 'ae', 'gq', 'gy'],
];
/** Two letters read as one, or one as two ("rn" for "m"). */
const MERGED_LETTERS: ReadonlyArray<[string, string]> = [
  ['rn', 'm'],
  ['ri', 'n'],
  ['cl', 'd'],
  ['li', 'h'],
  ['in', 'm'],
  ['ii', 'u'],
  ['vv', 'w'],
];
/** Letters thin enough that OCR drops a faint one or reads a speck as one; a space it loses or adds between words. */
const THIN_LETTERS = ['i', 'l', 't', 'j', 'f', 'r', '.', ' '];

const CHEAP = 0.5;

// Costs by character code, worked out once: the parsers compare a word with hundreds of place names on the
// event loop. Characters beyond ASCII share the last code; they only ever match themselves.
const CODES = 128;
const codeOf = (character: string) => Math.min(character.charCodeAt(0), CODES - 1);
const SUBSTITUTION = new Float64Array(CODES * CODES).fill(1);
const INSERTION = new Float64Array(CODES).fill(1);
/** For each code, the pairs of codes read as it (or that it is read as), flattened. */
const MERGED_INTO: number[][] = Array.from({ length: CODES }, () => []);

for (let first = 0; first < CODES; first += 1) {
  for (let second = 0; second < CODES; second += 1) {
    const [x, y] = [String.fromCharCode(first), String.fromCharCode(second)];
    const lookAlike = LOOK_ALIKE_LETTERS.includes(x + y) || LOOK_ALIKE_LETTERS.includes(y + x) || areLookAlikes(x, y);
    if (first === second) SUBSTITUTION[first * CODES + second] = 0;
    else if (lookAlike) SUBSTITUTION[first * CODES + second] = CHEAP;
  }
}
for (const letter of THIN_LETTERS) INSERTION[codeOf(letter)] = CHEAP;
for (const [two, one] of MERGED_LETTERS) MERGED_INTO[codeOf(one)]!.push(codeOf(two[0]!), codeOf(two[1]!));

function codesOf(text: string): number[] {
  return Array.from(text.toLowerCase(), codeOf);
}

/** Three rows of the distance table, reused from call to call (the function never yields). */
let rows = Array.from({ length: 3 }, () => new Float64Array(64));

/** Whether `one` is what OCR reads for the pair `first`, `second` (or the reverse). */
function isMerged(one: number, first: number, second: number): boolean {
  const pairs = MERGED_INTO[one]!;
  for (let index = 0; index < pairs.length; index += 2)
    if (pairs[index] === first && pairs[index + 1] === second) return true;
  return false;
}

/**
 * An edit distance between what OCR read and a word that may have been printed, case-insensitive, in
 * which the misreads OCR makes most (look-alike letters, merged letters, a lost thin letter) cost half an
 * ordinary edit. Past `limit` it stops counting and answers Infinity.
 */
export function ocrDistance(read: string, printed: string, limit = Infinity): number {
  const a = codesOf(read);
  const b = codesOf(printed);
  if (rows[0]!.length <= b.length) rows = Array.from({ length: 3 }, () => new Float64Array(2 * b.length));
  // The row being filled and the two before it (merged letters reach back two).
  let [twoBack, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  previous[0] = 0;
  for (let j = 1; j <= b.length; j += 1) previous[j] = previous[j - 1]! + INSERTION[b[j - 1]!]!;
  let previousLeast = 0;
  for (let i = 1; i <= a.length; i += 1) {
    const readCode = a[i - 1]!;
    current[0] = previous[0]! + INSERTION[readCode]!;
    let rowLeast = current[0]!;
    for (let j = 1; j <= b.length; j += 1) {
      const printedCode = b[j - 1]!;
      let best = Math.min(
        previous[j]! + INSERTION[readCode]!,
        current[j - 1]! + INSERTION[printedCode]!,
        previous[j - 1]! + SUBSTITUTION[readCode * CODES + printedCode]!,
      );
      if (i >= 2 && isMerged(printedCode, a[i - 2]!, readCode)) best = Math.min(best, twoBack[j - 1]! + CHEAP);
      if (j >= 2 && isMerged(readCode, b[j - 2]!, printedCode)) best = Math.min(best, previous[j - 2]! + CHEAP);
      current[j] = best;
      if (best < rowLeast) rowLeast = best;
    }
    // Every way to the end passes through this row, or jumps over it from the one before with merged letters.
    if (rowLeast > limit && previousLeast + CHEAP > limit) return Infinity;
    previousLeast = rowLeast;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const distance = previous[b.length]!;
  return distance > limit ? Infinity : distance;
}
