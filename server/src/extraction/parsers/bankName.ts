import type { Found } from './found';
import { titleCase } from './personName';
import { withoutDevanagari } from './text';

const BANK_NAME_LABEL = /bank\s*name\s*[:;-]/i;
const BANK_WORD = /\bbank\b/i;
// Lines with "bank" that are not the bank's name.
const NOT_BANK_NAME = /passbook|pass\s*book|branch|ifsc|account|a\/c|customer|name|code|address|[0-9@:]/i;
const CONFIDENCE = { labelled: 0.8, heading: 0.7 };
// Digits and marks OCR read at a heading's ends from the logo and the page's edge ("3 4 BANK OF INDIA").
const SPECKS_AT_ENDS = /^[\s\d.,;:_|§-]+|[\s\d.,;:_|§-]+$/g;

function cleanBankName(text: string): string | undefined {
  const name = withoutDevanagari(text)
    .replace(/[^A-Za-z&.' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.&'-]+|[\s&'-]+$/g, '');
  const words = name.split(' ').length;
  return BANK_WORD.test(name) && words >= 2 && words <= 8 ? titleCase(name) : undefined;
}

/** The bank's name as printed on the passbook: after a "Bank Name:" label, or a heading line naming a bank. */
export function printedBankNames(lines: readonly string[]): Found[] {
  for (const line of lines) {
    const label = BANK_NAME_LABEL.exec(line);
    const name = label ? cleanBankName(line.slice(label.index + label[0].length)) : undefined;
    if (name) return [{ value: name, confidence: CONFIDENCE.labelled }];
  }
  for (const read of lines) {
    const line = read.replace(SPECKS_AT_ENDS, '');
    const name = BANK_WORD.test(line) && !NOT_BANK_NAME.test(line) ? cleanBankName(line) : undefined;
    if (name) return [{ value: name, confidence: CONFIDENCE.heading }];
  }
  return [];
}
