import type { FoundFields } from '../found';
import { readStateRecord, type StateRecord } from './recordReader';

const KANNADA = '\\u0C80-\\u0CFF';
const NOT_LETTER = `(?![${KANNADA}])`;

/** Karnataka's RTC (Pahani): Kannada labels, extents in acres and guntas (40 to the acre), survey and hissa in two columns. */
export const KARNATAKA_RTC: StateRecord = {
  letters: KANNADA,
  labels: {
    khata: /ಖಾತೆ\s*(?:ಸಂಖ್ಯೆ|ನಂ\.?)/,
    // ಸವೆರ್ is ಸರ್ವೆ from a PDF text layer in visual order, where its reph cannot be told from a final ರ್.
    survey: /(?:ಸರ್ವೆ|ಸವೆರ್)\s*(?:ನಂಬರ್|ನಂಬರು|ನಂ\.?)/,
    area: /ವಿಸ್ತೀರ್ಣ/,
    total: /ಒಟ್ಟು/,
    village: new RegExp(`ಗ್ರಾಮ${NOT_LETTER}`),
    tehsil: /ತಾಲ್ಲೂಕು|ತಾಲೂಕು/,
    // OCR may lose the label's last letters ("ಜಿಲ ಮಂಡ್ಯ"), or read its ಜ as ಶ or ಚ ("ಶಿಲ್ಲೆ : ಹಾಸನ").
    district: /[ಜಶಚ]ಿಲ್ಲೆ|ಜಿಲ(?=\s)/,
    otherPlaces: /\s(?:ಹೋಬಳಿ|ತಾಲ್ಲೂಕು|ತಾಲೂಕು|[ಜಶಚ]ಿಲ್ಲೆ|ಜಿಲ|ಗ್ರಾಮ)(?=\s|:)/,
  },
  khataColumn: 'last',
  area: {
    notation: /(?<![\d.\-–/])(\d{1,3})[-–](\d{1,2})(?![\d.\-–/])/g,
    value: ([acres, guntas]) => acres! + guntas! / 40,
    unit: 'acre',
  },
  hissaColumn: true,
  // ೩ (3) read as ಕ, or as ಕ with a subscript ಷ, in the narrow hissa column; as "&" (its loop) anywhere.
  digitLookAlikes: { ಕ: '3', ಕ್ಷ: '3', '&': '3' },
  // ಬಿನ್ (son of), ಕೋಂ (wife of), ತಂದೆ (father).
  holders: { relation: /^(?:ಬಿನ್|ಕೋಂ|ತಂದೆ)$/, shareWord: /^$/, ownExtent: true },
};

export const parseKarnatakaRtc = (lines: readonly string[]): FoundFields => readStateRecord(lines, KARNATAKA_RTC);
