import { areLookAlikes } from './confusions';

/**
 * Letters a photo's OCR takes for one another, lower-cased: thin strokes (i, l, t, j, f), h for n, b or k, an
 * H read as M, round letters (c, e, o, a), and v for u or y.
 */
const LOOK_ALIKE_LETTERS = ['il', 'it', 'lt', 'ij', 'jl', 'ft', 'hn', 'hb', 'hk', 'hm', 'mn', 'nu', 'uv', 'vy', 'ce', 'co', 'eo', 'ao', 'ae', 'gq', 'gy'];
/** Two letters read as one, or one as two ("rn" for "m"). */
const MERGED_LETTERS: ReadonlyArray<[string, string]> = [['rn', 'm'], ['ri', 'n'], ['cl', 'd'], ['li', 'h'], ['in', 'm'], ['ii', 'u'], ['vv', 'w']];
/** Letters thin enough that OCR drops a faint one or reads a speck as one; a space it loses or adds between words. */
const THIN_LETTERS = new Set(['i', 'l', 't', 'j', 'f', 'r', '.', ' ']);

const CHEAP = 0.5;

function substitutionCost(first: string, second: string): number {
  if (first === second) return 0;
  const pair = first < second ? first + second : second + first;
  return LOOK_ALIKE_LETTERS.includes(pair) || areLookAlikes(first, second) ? CHEAP : 1;
}

function insertionCost(letter: string): number {
  return THIN_LETTERS.has(letter) ? CHEAP : 1;
}

/**
 * An edit distance between what OCR read and a word that may have been printed, case-insensitive, in
 * which the misreads OCR makes most (look-alike letters, merged letters, a lost thin letter) cost half an
 * ordinary edit.
 */
export function ocrDistance(read: string, printed: string): number {
  const a = read.toLowerCase();
  const b = printed.toLowerCase();
  const distances: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1) distances[i]![0] = distances[i - 1]![0]! + insertionCost(a[i - 1]!);
  for (let j = 1; j <= b.length; j += 1) distances[0]![j] = distances[0]![j - 1]! + insertionCost(b[j - 1]!);
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let best = Math.min(
        distances[i - 1]![j]! + insertionCost(a[i - 1]!),
        distances[i]![j - 1]! + insertionCost(b[j - 1]!),
        distances[i - 1]![j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
      );
      for (const [two, one] of MERGED_LETTERS) {
        if (a.slice(0, i).endsWith(two) && b[j - 1] === one) best = Math.min(best, distances[i - 2]![j - 1]! + CHEAP);
        if (b.slice(0, j).endsWith(two) && a[i - 1] === one) best = Math.min(best, distances[i - 1]![j - 2]! + CHEAP);
      }
      distances[i]![j] = best;
    }
  }
  return distances[a.length]![b.length]!;
}
