import type { Found } from './found';
import { slottedCodes } from './slottedCode';

// Fourth letter: the holder type. P person, C company, H HUF, F firm, A association, T trust, B body of
// individuals, L local authority, J artificial juridical person, G government.
const PAN = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;
const CONFIDENCE = { exact: 0.95, perFix: 0.1, floor: 0.6, notPerson: 0.05 };
const PERSON = 'P';

/**
 * PAN numbers: five letters, four digits, a letter, with misreads undone by position. A farmer's PAN is a
 * person's (fourth letter P): of two readings of one code ("ODVPGO0825M" as ODVPG0825M or DVPGO0825M), the
 * person's is offered first; a code of another holder type is still offered.
 */
export function panNumbers(lines: readonly string[]): Found[] {
  return lines.flatMap((line) =>
    slottedCodes(line, 'LLLLLDDDDL', (code) => PAN.test(code))
      // A real word read as a PAN needs many changes; a PAN needs few.
      .filter((read) => read.fixes <= 3)
      .map((read) => ({
        value: read.text,
        confidence:
          Math.max(CONFIDENCE.floor, CONFIDENCE.exact - read.fixes * CONFIDENCE.perFix) -
          (read.text[3] === PERSON ? 0 : CONFIDENCE.notPerson),
      })),
  );
}
