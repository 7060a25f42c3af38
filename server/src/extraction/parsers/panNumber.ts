import type { Found } from './found';
import { slottedCodes } from './slottedCode';

// Fourth letter: the holder type. P person, C company, H HUF, F firm, A association, T trust, B body of
// individuals, L local authority, J artificial juridical person, G government.
const PAN = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;
const CONFIDENCE = { exact: 0.95, perFix: 0.1, floor: 0.6 };

/** PAN numbers: five letters, four digits, a letter, with misreads undone by position. */
export function panNumbers(lines: readonly string[]): Found[] {
  return lines.flatMap((line) =>
    slottedCodes(line, 'LLLLLDDDDL', (code) => PAN.test(code))
      // A real word read as a PAN needs many changes; a PAN needs few.
      .filter((read) => read.fixes <= 3)
      .map((read) => ({
        value: read.text,
        confidence: Math.max(CONFIDENCE.floor, CONFIDENCE.exact - read.fixes * CONFIDENCE.perFix),
      })),
  );
}
