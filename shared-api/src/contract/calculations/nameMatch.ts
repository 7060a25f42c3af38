/**
 * Whether two spellings of a person's name are the same name (the cross-document check of docs/requirements.md#r10-name-check): names
 * on Aadhaar, PAN, passbook and land records are written by different offices, so they differ in
 * transliteration (Mohammad/Mohammed, Laxmi/Lakshmi), initials (R. Kumar), spacing (Ramkumar/Ram Kumar),
 * honorifics and left-out middle names. Anything beyond that is a real difference a bank would question.
 */

const HONORIFICS = new Set(['shri', 'sri', 'smt', 'kumari', 'km', 'mr', 'mrs', 'ms', 'dr', 'late', 'md', 'mohd']);

// Spelling variants of the same sound in romanised Indian names, applied in order.
const SOUND_RULES: readonly [RegExp, string][] = [
  [/ksh/g, 'x'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/ck/g, 'k'],
  [/([bcdgkpt])h/g, '$1'], // aspirated consonants: bh, dh, kh, th...
  [/sh/g, 's'],
  [/y$/g, 'i'],
];

/** A name as comparable words: lower case, letters only, honorifics dropped, sounds folded. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[^a-z\s.]/g, ' ')
    .split(/[\s.]+/)
    .filter((word) => word !== '' && !HONORIFICS.has(word))
    .map(foldSounds);
}

/**
 * The word's first letter and its consonants: vowels are where romanisations differ most (Mohammad and
 * Mohammed, Rajendra and Rajender), so they are left out after the first letter; doubled letters count once.
 */
function foldSounds(word: string): string {
  let folded = word;
  for (const [pattern, replacement] of SOUND_RULES) folded = folded.replace(pattern, replacement);
  const skeleton = folded[0] + folded.slice(1).replace(/[aeiou]/g, '');
  return skeleton.replace(/(.)\1+/g, '$1');
}

function wordMatches(shortWord: string, longWord: string): boolean {
  if (shortWord.length === 1 || longWord.length === 1) return shortWord[0] === longWord[0]; // an initial
  return shortWord === longWord;
}

/**
 * True when the names are the same name: every word of the shorter one (an initial counts for any word
 * starting with its letter) is found, in order, in the longer one; or they are the same letters once
 * spaces are removed. Names without any letters are not compared (true).
 */
export function namesMatch(first: string, second: string): boolean {
  const a = nameWords(first);
  const b = nameWords(second);
  if (a.length === 0 || b.length === 0) return true;
  if (a.join('') === b.join('')) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let position = 0;
  for (const word of shorter) {
    while (position < longer.length && !wordMatches(word, longer[position]!)) position += 1;
    if (position === longer.length) return false;
    position += 1;
  }
  return true;
}

export interface NamedBy<Source> {
  value: string;
  source: Source;
}

/**
 * The first pair of names, from different sources, that are not the same name; undefined when they all
 * agree. One name per source is compared (the first given), in the order given.
 */
export function firstNameDisagreement<Source>(
  names: readonly NamedBy<Source>[],
): [NamedBy<Source>, NamedBy<Source>] | undefined {
  const bySource = new Map<Source, NamedBy<Source>>();
  for (const name of names) if (name.value.trim() !== '' && !bySource.has(name.source)) bySource.set(name.source, name);
  const distinct = [...bySource.values()];
  for (let i = 0; i < distinct.length; i += 1) {
    for (let j = i + 1; j < distinct.length; j += 1) {
      if (!namesMatch(distinct[i]!.value, distinct[j]!.value)) return [distinct[i]!, distinct[j]!];
    }
  }
  return undefined;
}
