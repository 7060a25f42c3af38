import type { OcrLine, OcrWord } from './ocrEngine';

// Words whose letters differ in at most this share are taken for two readings of one printed word.
const MIN_SIMILARITY = 0.5;
const ANCHOR_SIMILARITY = 0.8;
// Alignment scores: a pair of words earns 2 × similarity − 1 + MATCH_BONUS (a word half misread still
// pairs), a word skipped in either read costs GAP.
const MATCH_BONUS = 0.2;
const GAP = -0.4;
// Tesseract's word confidences (0..100): below DOUBTFUL a spelling is a guess, from CONFIDENT on it is seldom wrong.
const DOUBTFUL = 50;
const CONFIDENT = 75;
// A doubtful word is respelt only after a word this long (shorter names differ by one letter too often: Pal, Lal)
// and this similar: one letter in five.
const MIN_RESPELT_LENGTH = 5;
const NEAR_SIMILARITY = 0.8;

/** A word's letters and digits, without the punctuation OCR reads around it. */
const coreOf = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, '');
/**
 * A word the reads vote on: letters with their signs and digits ("सुखदेव", "००३२७"), or a number with points or
 * slashes between, of two digits or more ("६१७/४घ", "१.२३९४"). Labels such as "W/o" and "S/0" are left as read:
 * the parsers know their OCR spellings.
 */
const VOTED_WORD = /^[\p{L}\p{M}\p{N}]+$|^(?=(?:\D*\p{Nd}){2})[\p{L}\p{M}\p{N}]+(?:[./][\p{L}\p{M}\p{N}]+)+$/u;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 0..1, case ignored: 1 for the same letters. */
export function wordSimilarity(a: string, b: string): number {
  const [x, y] = [coreOf(a).toLowerCase(), coreOf(b).toLowerCase()];
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 0 : 1 - editDistance(x, y) / longest;
}

/**
 * For each word of `line`, the word of `read` it is aligned with, or undefined. Every word of the line is
 * aligned (or skipped) against whichever stretch of the read fits it best, so that a read which split,
 * joined or reordered the lines still lines up. Only pairs similar enough to be one printed word are kept.
 */
export function alignedWords(line: readonly OcrWord[], read: readonly OcrWord[]): (OcrWord | undefined)[] {
  const rows = line.length + 1;
  const columns = read.length + 1;
  const similarity = (i: number, j: number) => wordSimilarity(line[i - 1]!.text, read[j - 1]!.text);
  const matchScore = (i: number, j: number) => 2 * similarity(i, j) - 1 + MATCH_BONUS;
  const score = new Float64Array(rows * columns);
  for (let i = 1; i < rows; i++) score[i * columns] = i * GAP;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      score[i * columns + j] = Math.max(
        score[(i - 1) * columns + j - 1]! + matchScore(i, j),
        score[(i - 1) * columns + j]! + GAP,
        score[i * columns + j - 1]! + GAP,
      );
    }
  }
  const last = (rows - 1) * columns;
  let j = 0;
  for (let column = 1; column < columns; column++) if (score[last + column]! > score[last + j]!) j = column;
  // pairs[i] = the index in `read` of the word paired with line[i], by the alignment.
  const pairs: (number | undefined)[] = line.map(() => undefined);
  let i = rows - 1;
  while (i > 0 && j > 0) {
    const here = score[i * columns + j]!;
    if (Math.abs(here - (score[(i - 1) * columns + j - 1]! + matchScore(i, j))) < 1e-9) {
      pairs[i - 1] = j - 1;
      [i, j] = [i - 1, j - 1];
    } else if (Math.abs(here - (score[(i - 1) * columns + j]! + GAP)) < 1e-9) {
      i -= 1;
    } else {
      j -= 1;
    }
  }
  const similarAt = (index: number, least: number) => {
    const paired = pairs[index];
    return paired !== undefined && wordSimilarity(line[index]!.text, read[paired]!.text) >= least;
  };
  // A pair half alike is one word only beside a pair alike: else the line's own words may be missing from
  // the read, and the alignment paired it with others ("Pankaj" with "BANK").
  const isAnchored = (index: number) =>
    similarAt(index, ANCHOR_SIMILARITY) ||
    (similarAt(index, MIN_SIMILARITY) &&
      [index - 1, index + 1].some(
        (next) => similarAt(next, ANCHOR_SIMILARITY) && pairs[next]! - pairs[index]! === next - index,
      ));
  return pairs.map((paired, index) => (paired !== undefined && isAnchored(index) ? read[paired] : undefined));
}

/** A read that lost a word's end ("Kum" for "Kumar", "Pa" for "Pal") at the edge of what it saw. */
const isCutShort = (reading: string, word: string) =>
  reading.length < word.length && word.toLowerCase().startsWith(reading.toLowerCase());

/**
 * A number aligned with one that differs in more than a character in five: the same names on another row
 * of a table can pair a row's survey number with that row's (Telangana's ౨౦/౩/౧ with ౨౯౦/౧).
 */
const isOtherNumber = (reading: string, word: string) =>
  /\p{Nd}/u.test(word) && wordSimilarity(reading, word) < ANCHOR_SIMILARITY;

/**
 * The word's spelling chosen by the reads' confidence: each distinct spelling scores the confidence of every
 * read that spelt it so. A doubtful winner gives way to a confident word printed elsewhere on the page one
 * letter apart (a place named twice, in the branch and in the address: "Xaranpur" beside "Karanpur").
 */
function votedSpelling(
  core: string,
  confidence: number,
  readings: readonly (OcrWord | undefined)[],
  page: PageWords,
): string {
  const votes = new Map<string, number>([[core, confidence]]);
  for (const reading of readings) {
    const other = reading && coreOf(reading.text);
    if (other && !isCutShort(other, core) && !isOtherNumber(other, core))
      votes.set(other, (votes.get(other) ?? 0) + reading.confidence);
  }
  const [chosen, score] = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a));
  return score < DOUBTFUL ? (page.confidentLike(chosen) ?? chosen) : chosen;
}

interface PageWords {
  /** A confident word of the page one letter from `spelling`, if there is exactly one such spelling. */
  confidentLike(spelling: string): string | undefined;
}

function pageWords(reads: readonly (readonly OcrLine[])[]): PageWords {
  const confident = new Set(
    reads
      .flatMap((read) => read.flatMap((line) => line.words))
      .filter((word) => word.confidence >= CONFIDENT)
      .map((word) => coreOf(word.text))
      .filter((core) => core.length >= MIN_RESPELT_LENGTH && /^\p{L}+$/u.test(core)),
  );
  return {
    confidentLike(spelling) {
      if (spelling.length < MIN_RESPELT_LENGTH || confident.has(spelling)) return undefined;
      const near = [...confident].filter(
        (word) => word.length >= spelling.length && wordSimilarity(word, spelling) >= NEAR_SIMILARITY,
      );
      return near.length === 1 ? near[0] : undefined;
    },
  };
}

/**
 * The text of `first` (the read whose page layout is trusted), each word spelt as the reads of the
 * same page agree with most confidence. Measured on phone photos of passbooks: a word tesseract misreads
 * in one read it often reads right in another, and its confidence tells which ("Den" 47 beside "Devi" 94).
 */
export function votedText(first: readonly OcrLine[], others: readonly (readonly OcrLine[])[]): string {
  const otherWords = others.map((read) => read.flatMap((line) => line.words));
  const page = pageWords([first, ...others]);
  return first
    .map((line) => {
      const readings = otherWords.map((words) => alignedWords(line.words, words));
      return line.words
        .map((word, index) => {
          const core = coreOf(word.text);
          if (!VOTED_WORD.test(core)) return word.text;
          const spelling = votedSpelling(
            core,
            word.confidence,
            readings.map((aligned) => aligned[index]),
            page,
          );
          return word.text.replace(core, spelling);
        })
        .join(' ');
    })
    .join('\n');
}
