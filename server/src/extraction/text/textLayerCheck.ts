// Whether a PDF's text layer can be trusted, or the pages must be read by OCR instead.

// A page that draws images and holds fewer letters and digits than this is a scan, perhaps with a stamp
// such as "Scanned by CamScanner"; a page without images keeps even a short text layer.
const MIN_LETTERS_AND_DIGITS_BESIDE_IMAGES = 40;
// Share of Indic words (Devanagari, Gurmukhi, Gujarati, Telugu, Kannada) allowed to look reordered: fonts
// without a proper Unicode map extract in visual glyph order, which puts signs first ("िकसान", "િવભાગ") and a
// conjunct's virama after the vowel sign drawn before it ("ತಿ್ರಪಾಠೀ" for ತ್ರಿಪಾಠೀ).
const MAX_BROKEN_INDIC_SHARE = 0.05;

const COMBINING_INDIC =
  /^[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0a01-\u0a03\u0a3c-\u0a4d\u0a70\u0a71\u0a81-\u0a83\u0abc-\u0acd\u0c00-\u0c04\u0c3e-\u0c56\u0c81-\u0c83\u0cbc-\u0cd6]/u;
const INDIC = /[\u0900-\u097f\u0a00-\u0aff\u0c00-\u0cff]/u;
// A vowel sign followed by its script's virama never happens in logical order.
const VIRAMA_AFTER_VOWEL_SIGN =
  /[\u093e-\u094c]\u094d|[\u0a3e-\u0a4c]\u0a4d|[\u0abe-\u0acc]\u0acd|[\u0c3e-\u0c4c]\u0c4d|[\u0cbe-\u0ccc]\u0ccd/u;
// NUL, other control and replacement characters come from fonts with no Unicode map (or a subset's broken
// one); private-use ones from legacy fonts.
const UNMAPPED_GLYPHS = /(?![\t\n\r])\p{Cc}|[\ufffd\ue000-\uf8ff]/u;

export type TextLayerVerdict = 'usable' | 'empty' | 'unmapped-glyphs' | 'broken-indic';

export function judgeTextLayer(text: string, pageDrawsImages: boolean): TextLayerVerdict {
  const lettersAndDigits = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (lettersAndDigits === 0 || (pageDrawsImages && lettersAndDigits < MIN_LETTERS_AND_DIGITS_BESIDE_IMAGES)) {
    return 'empty';
  }
  if (UNMAPPED_GLYPHS.test(text)) return 'unmapped-glyphs';
  const indicWords = text.split(/\s+/u).filter((word) => INDIC.test(word));
  const broken = indicWords.filter(
    (word) => COMBINING_INDIC.test(word) || VIRAMA_AFTER_VOWEL_SIGN.test(word) || hasDoubledVowelSign(word),
  );
  if (indicWords.length > 0 && broken.length / indicWords.length > MAX_BROKEN_INDIC_SHARE) return 'broken-indic';
  return 'usable';
}

// Two dependent vowel signs in a row never happen in well-formed Hindi.
function hasDoubledVowelSign(word: string): boolean {
  return /[\u093e-\u094c][\u093e-\u094c]/u.test(word);
}
