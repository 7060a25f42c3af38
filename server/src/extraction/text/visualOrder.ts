// Indic text extracted from a PDF in visual glyph order, put back in logical (Unicode) order.
//
// Fonts shaped without a Unicode reordering map (pdf-lib's, and many "Save as PDF" printers) give each glyph
// its characters in the order the glyphs are drawn: a vowel sign drawn left of its consonant comes first
// ("िकसान" for किसान), a vowel sign comes before the subjoined consonant drawn after it ("ಗಾ್ರಮ" for ಗ್ರಾಮ),
// and a reph, drawn above the end of its syllable, comes after it ("वषर्" for वर्ष). Each of those is
// undone here, in the order shaping applied them.

interface ScriptSigns {
  consonant: string;
  nukta: string;
  virama: string;
  vowelSign: string;
  /** Signs drawn after the vowel signs (anusvara, candrabindu, visarga, Kannada's length marks). */
  mark: string;
  /** The vowel sign drawn left of its consonant cluster, where the script has one. */
  preBase?: string;
  /** The reph's consonant, where the script draws RA + virama above the end of the next syllable. */
  reph?: {
    ra: string;
    /**
     * The consonants a syllable ends on for a word-final RA + virama after it to be its reph. Hindi, Marathi
     * and Gujarati words never end in a bare RA + virama, so there it always is; Kannada borrowings do
     * ("ನಂಬರ್", "ಕುಮಾರ್", exactly as drawn for ಶರ್ಮಾ), so there only after consonants they never end on.
     */
    wordFinalAfter: 'any' | string;
  };
  /** An independent vowel drawn with a reph-shaped mark that such fonts map as a reph ("ईर्" for ई). */
  vowelWithRephMark?: string;
}

const SCRIPTS: readonly ScriptSigns[] = [
  {
    consonant: '\u0915-\u0939\u0958-\u095f\u0978-\u097f',
    nukta: '\u093c',
    virama: '\u094d',
    vowelSign: '\u093a\u093b\u093e-\u094c\u094e\u094f\u0955-\u0957\u0962\u0963',
    mark: '\u0900-\u0902',
    preBase: '\u093f',
    reph: { ra: '\u0930', wordFinalAfter: 'any' },
    vowelWithRephMark: '\u0908',
  },
  {
    consonant: '\u0a15-\u0a39\u0a59-\u0a5e',
    nukta: '\u0a3c',
    virama: '\u0a4d',
    vowelSign: '\u0a3e-\u0a4c',
    mark: '\u0a01\u0a02\u0a70\u0a71',
    preBase: '\u0a3f',
  },
  {
    consonant: '\u0a95-\u0ab9',
    nukta: '\u0abc',
    virama: '\u0acd',
    vowelSign: '\u0abe-\u0acc\u0ae2\u0ae3',
    mark: '\u0a81\u0a82',
    preBase: '\u0abf',
    reph: { ra: '\u0ab0', wordFinalAfter: 'any' },
  },
  {
    consonant: '\u0c15-\u0c39\u0c58-\u0c5a',
    nukta: '\u0c3c',
    virama: '\u0c4d',
    vowelSign: '\u0c3e-\u0c4c\u0c62\u0c63',
    mark: '\u0c00-\u0c02\u0c55\u0c56',
  },
  {
    consonant: '\u0c95-\u0cb9\u0cde',
    nukta: '\u0cbc',
    virama: '\u0ccd',
    vowelSign: '\u0cbe-\u0ccc\u0ce2\u0ce3',
    mark: '\u0c81\u0c82\u0cd5\u0cd6',
    reph: { ra: '\u0cb0', wordFinalAfter: 'ಘಢಣಥಧಭಷ' },
  },
];

const NOT_IN_WORD = '(?![\\p{L}\\p{M}\\u200c\\u200d])';

interface ScriptOrder {
  repairs: ((text: string) => string)[];
  /** Sequences only visual order makes: a pre-base sign after no consonant, a virama after a vowel sign, a word-final reph. */
  visualSigns: RegExp;
  /** Sequences only logical order makes: a pre-base sign followed by no consonant. */
  logicalSigns?: RegExp;
}

function orderOf(script: ScriptSigns): ScriptOrder {
  const { consonant, nukta, virama, vowelSign, mark, preBase, reph } = script;
  const letter = `[${consonant}]${nukta}?`;
  const cluster = `${letter}(?:${virama}${letter})*`;
  const rewrite = (pattern: string, replacement: string) => {
    const expression = new RegExp(pattern, 'gu');
    return (text: string) => text.replace(expression, replacement);
  };
  const swap = (pattern: string) => rewrite(pattern, '$2$1');
  const repairs: ScriptOrder['repairs'] = [];
  const visualSigns = [`[${vowelSign}]${virama}`];
  if (script.vowelWithRephMark && reph) {
    const markAsReph = new RegExp(`(${script.vowelWithRephMark})${reph.ra}${virama}`, 'gu');
    repairs.push((text) => text.replace(markAsReph, '$1'));
  }
  if (preBase) {
    repairs.push(swap(`(${preBase})(${cluster})`));
    visualSigns.push(`(?<![${consonant}${nukta}])${preBase}`);
  }
  repairs.push(swap(`([${vowelSign}])((?:${virama}${letter})+)`));
  if (reph) {
    const rephSign = `${reph.ra}${virama}`;
    // The reph is drawn before or after the syllable's anusvara ("ಧಮೇರ್ಂದ್ರ" for ಧರ್ಮೇಂದ್ರ).
    const rephAfter = (base: string, next: string) =>
      rewrite(`(${base})([${mark}]*)(${rephSign})([${mark}]*)${next}`, '$3$1$2$4');
    repairs.push(rephAfter(`${cluster}[${vowelSign}]*`, `(?=[${consonant}])`));
    const wordEndBase =
      reph.wordFinalAfter === 'any'
        ? `${cluster}[${vowelSign}]*`
        : `(?:${letter}${virama})*[${reph.wordFinalAfter}]${nukta}?`;
    repairs.push(rephAfter(wordEndBase, NOT_IN_WORD));
    if (reph.wordFinalAfter === 'any') visualSigns.push(`${rephSign}${NOT_IN_WORD}`);
  }
  return {
    repairs,
    visualSigns: new RegExp(visualSigns.join('|'), 'gu'),
    ...(preBase ? { logicalSigns: new RegExp(`${preBase}(?![${consonant}])`, 'gu') } : {}),
  };
}

const ORDERS = SCRIPTS.map(orderOf);

const count = (text: string, expression: RegExp | undefined) =>
  expression ? (text.match(expression)?.length ?? 0) : 0;

/** Whether the text shows more signs of visual glyph order than of logical order. */
export function readsInVisualOrder(text: string): boolean {
  const visual = ORDERS.reduce((sum, order) => sum + count(text, order.visualSigns), 0);
  const logical = ORDERS.reduce((sum, order) => sum + count(text, order.logicalSigns), 0);
  return visual > logical;
}

/** The text in logical order; NFC joins the halves of a vowel sign split by the move (ಿ + ೕ = ೀ). */
export function logicalOrder(visualText: string): string {
  return ORDERS.flatMap((order) => order.repairs)
    .reduce((text, repair) => repair(text), visualText)
    .normalize('NFC');
}
