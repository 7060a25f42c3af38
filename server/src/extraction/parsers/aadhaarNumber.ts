import { asDigits } from './confusions';
import { digitRuns } from './digitRuns';
import type { Found } from './found';
import { passesVerhoeff } from './verhoeff';

// The 16-digit Virtual ID printed near the number on newer cards and letters.
const VID_LINE = /\bV\s?I\s?D\b|virtual/i;
const CONFIDENCE = { exact: 0.95, perFix: 0.1, floor: 0.6 };

/**
 * Aadhaar numbers in the text: 12 digits printed 4-4-4, first digit 2 to 9, passing the Verhoeff check.
 * Letters OCR reads for digits are read back as digits; a 16-digit run is a VID and is skipped.
 */
export function aadhaarNumbers(lines: readonly string[]): Found[] {
  return lines.flatMap((line) => {
    if (VID_LINE.test(line)) return [];
    return digitRuns(line).flatMap((run): Found[] => {
      const joined = run.join('');
      if (joined.length !== 12 || !run.every((token) => token.length % 4 === 0)) return [];
      const read = asDigits(joined);
      if (!read || !/^[2-9]/.test(read.text) || !passesVerhoeff(read.text)) return [];
      const confidence = Math.max(CONFIDENCE.floor, CONFIDENCE.exact - read.fixes * CONFIDENCE.perFix);
      return [{ value: read.text, confidence }];
    });
  });
}
