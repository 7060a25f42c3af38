// Whether a PDF's text layer can be trusted, or the pages must be read by OCR instead.

// A page that draws images and holds fewer letters and digits than this is a scan, perhaps with a stamp
// such as "Scanned by CamScanner"; a page without images keeps even a short text layer.
const MIN_LETTERS_AND_DIGITS_BESIDE_IMAGES = 40;
// Share of Devanagari words allowed to start with a combining sign (matra, virama, nukta, anusvara...):
// fonts without a proper Unicode map extract in visual glyph order, which puts signs first ("िकसान").
const MAX_BROKEN_DEVANAGARI_SHARE = 0.05;

const COMBINING_DEVANAGARI = /^[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]/u;
const DEVANAGARI = /[\u0900-\u097f]/u;
// NUL and replacement characters come from fonts with no Unicode map; private-use ones from legacy fonts.
const UNMAPPED_GLYPHS = /[\0\ufffd\ue000-\uf8ff]/u;

export type TextLayerVerdict = 'usable' | 'empty' | 'unmapped-glyphs' | 'broken-devanagari';

export function judgeTextLayer(text: string, pageDrawsImages: boolean): TextLayerVerdict {
  const lettersAndDigits = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (lettersAndDigits === 0 || (pageDrawsImages && lettersAndDigits < MIN_LETTERS_AND_DIGITS_BESIDE_IMAGES)) {
    return 'empty';
  }
  if (UNMAPPED_GLYPHS.test(text)) return 'unmapped-glyphs';
  const devanagariWords = text.split(/\s+/u).filter((word) => DEVANAGARI.test(word));
  const broken = devanagariWords.filter((word) => COMBINING_DEVANAGARI.test(word) || hasDoubledVowelSign(word));
  if (devanagariWords.length > 0 && broken.length / devanagariWords.length > MAX_BROKEN_DEVANAGARI_SHARE) {
    return 'broken-devanagari';
  }
  return 'usable';
}

// Two dependent vowel signs in a row never happen in well-formed Hindi.
function hasDoubledVowelSign(word: string): boolean {
  return /[\u093e-\u094c][\u093e-\u094c]/u.test(word);
}
