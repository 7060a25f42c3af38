import { addressBlock, unlabelledAddress } from './address';
import { aadhaarNumbers } from './aadhaarNumber';
import { ageSuggestions, isBirthLine } from './birthDate';
import { addFound, type Found, type FoundFields } from './found';
import { leadingPersonName, personName } from './personName';
import { relatedNames } from './relatedNames';
import { isMostlyDevanagari } from './text';

const GENDER_LINE = /\b(?:male|female|transgender)\b|पुरुष|महिला/i;
const FATHER_LABEL = /\bfather\b\s*[:;-]?|पिता\s*[:;-]/i;
// The Aadhaar letter is addressed "To" the holder, whose name comes first.
const LETTER_TO = /^to\b[\s,.:]*$/i;
const LINES_ABOVE_ANCHOR = 4;
// A name as the card prints it, in Title Case ("Satya Narayan Prasad"), or a two-letter one ("Om"), which
// `personName` takes for a speck when it stands alone.
const PRINTED_NAME_LINE = /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,4}$/;
const SHORT_NAME_LINE = /^[A-Z][a-z]$/;
const CONFIDENCE = {
  nameAboveBirth: 0.85,
  nameInLetter: 0.8,
  fatherLabelled: 0.8,
  addressWithPin: 0.8,
  addressWithoutPin: 0.6,
  unlabelledAddress: 0.55,
};

/** The front of the card: the holder's name is the Latin line above the birth (or gender) line; old cards print "Father: …" between them. */
function frontNames(lines: readonly string[]): { holder?: Found; father?: Found } {
  const anchor = [lines.findIndex(isBirthLine), lines.findIndex((line) => GENDER_LINE.test(line))].find(
    (index) => index >= 0,
  );
  const names: { holder?: Found; father?: Found } = {};
  if (anchor === undefined) return names;
  for (let index = anchor - 1; index >= Math.max(0, anchor - LINES_ABOVE_ANCHOR) && !names.holder; index -= 1) {
    const line = lines[index]!;
    if (isMostlyDevanagari(line)) continue;
    const fatherLabel = FATHER_LABEL.exec(line);
    const father = fatherLabel ? leadingPersonName(line.slice(fatherLabel.index + fatherLabel[0].length)) : undefined;
    if (father) names.father = { value: father, confidence: CONFIDENCE.fatherLabelled };
    const holder = fatherLabel ? undefined : (personName(line) ?? (SHORT_NAME_LINE.test(line) ? line : undefined));
    if (holder) names.holder = { value: wrappedName(lines[index - 1], holder), confidence: CONFIDENCE.nameAboveBirth };
  }
  return names;
}

/**
 * A long name wrapped onto two lines ("Satya Narayan Prasad" above "Tiwari"): the holder's one word joined to
 * the printed name on the line above it.
 */
function wrappedName(lineAbove: string | undefined, holder: string): string {
  const above = lineAbove?.trim() ?? '';
  const aboveName = !holder.includes(' ') && PRINTED_NAME_LINE.test(above) ? personName(above) : undefined;
  return aboveName ? `${aboveName} ${holder}` : holder;
}

function letterHolderName(lines: readonly string[]): Found | undefined {
  const to = lines.findIndex((line) => LETTER_TO.test(line));
  const name =
    to >= 0
      ? lines
          .slice(to + 1, to + 3)
          .map((line) => leadingPersonName(line))
          .find(Boolean)
      : undefined;
  return name ? { value: name, confidence: CONFIDENCE.nameInLetter } : undefined;
}

/** Aadhaar card (front and/or back) or Aadhaar letter. */
export function parseAadhaarCard(lines: readonly string[], today: Date): FoundFields {
  const fields: FoundFields = {};
  addFound(fields, 'aadharNumbers', aadhaarNumbers(lines));
  const front = frontNames(lines);
  const related = relatedNames(lines);
  addFound(
    fields,
    'applicantNames',
    [front.holder, letterHolderName(lines)].filter((name) => name !== undefined),
  );
  addFound(fields, 'fatherNames', [...(front.father ? [front.father] : []), ...related.fatherNames]);
  // The card prints no date but the birth date and the issue date, so a date whose label OCR lost is the birth date.
  addFound(fields, 'ages', ageSuggestions(lines, { today, unlabelledDateIsBirth: true }));
  const address = addressBlock(lines);
  // A photo of the back whose "Address:" label OCR lost: the block ending at the PIN code, with less trust.
  const unlabelled = address ? undefined : unlabelledAddress(lines);
  if (address) {
    addFound(fields, 'addresses', [
      { value: address.address, confidence: address.hasPin ? CONFIDENCE.addressWithPin : CONFIDENCE.addressWithoutPin },
    ]);
  } else if (unlabelled) {
    addFound(fields, 'addresses', [{ value: unlabelled.address, confidence: CONFIDENCE.unlabelledAddress }]);
  }
  return fields;
}
