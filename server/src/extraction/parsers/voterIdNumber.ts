import type { Found } from './found';
import { slottedCodes } from './slottedCode';

const CONFIDENCE = { exact: 0.9, perFix: 0.1, floor: 0.55, oldFormat: 0.7 };
// Cards issued before the 3-letter + 7-digit EPIC format, e.g. "UP/01/001/123456".
const OLD_FORMAT = /\b([A-Z]{2}\s?\/\s?[0-9]{2}\s?\/\s?[0-9]{3}\s?\/\s?[0-9]{6})\b/;

/** Voter ID (EPIC) numbers: three letters and seven digits, misreads undone by position. */
export function voterIdNumbers(lines: readonly string[]): Found[] {
  return lines.flatMap((line): Found[] => {
    const epics = slottedCodes(line, 'LLLDDDDDDD', (code) => /^[A-Z]{3}[0-9]{7}$/.test(code))
      .filter((read) => read.fixes <= 3)
      .map((read) => ({
        value: read.text,
        confidence: Math.max(CONFIDENCE.floor, CONFIDENCE.exact - read.fixes * CONFIDENCE.perFix),
      }));
    const old = OLD_FORMAT.exec(line.toUpperCase());
    return old ? [...epics, { value: old[1]!.replace(/\s/g, ''), confidence: CONFIDENCE.oldFormat }] : epics;
  });
}
