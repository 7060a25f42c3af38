import { ageSuggestions, datesIn } from './birthDate';
import { addFound, type Found, type FoundFields } from './found';
import { labelledNames, whoseNameLabel } from './labelledName';
import { panNumbers } from './panNumber';
import { personName } from './personName';

const NAME_LABEL = /\bna(?:me|rne)\b|नाम/i;
const FATHER_NAME_LABEL = new RegExp(`${whoseNameLabel('father')}|पिता\\s*का\\s*नाम`, 'i');
const NOT_HOLDER_LABEL = /father|husband|mother|पिता|पति|माता/i;
const HEADING = /income\s*tax|govt|government|permanent\s*account/i;
const MOSTLY_CAPITALS = 0.7;
const CONFIDENCE = { labelled: 0.85, byPosition: 0.7, notInCapitals: 0.5 };

function isWrittenInCapitals(line: string): boolean {
  const letters = line.match(/[A-Za-z]/g) ?? [];
  return letters.filter((letter) => letter === letter.toUpperCase()).length >= letters.length * MOSTLY_CAPITALS;
}

/**
 * Both layouts print the holder's name, then the father's, in capitals, after the headings and before the
 * date of birth (the old card unlabelled, the new one under labels OCR often garbles: "dame", "Fathar's Name").
 */
function namesInCapitals(lines: readonly string[], today: Date): string[] {
  const dateLine = lines.findIndex((line) => datesIn(line, today).length > 0);
  const beforeDate = dateLine === -1 ? lines : lines.slice(0, dateLine);
  const lastHeading = beforeDate.findLastIndex((line) => HEADING.test(line));
  return beforeDate.slice(lastHeading + 1).flatMap((line) => {
    const name = isWrittenInCapitals(line) ? personName(line) : undefined;
    return name ? [name] : [];
  });
}

/** Whether a line prints the name's words in capitals ("RAMESH KUMAR" for Ramesh Kumar). */
function printedInCapitals(lines: readonly string[], name: string): boolean {
  const words = name.toUpperCase().split(' ');
  return lines.some((line) => words.every((word) => line.includes(word)));
}

function found(name: string | undefined, confidence: number): Found[] {
  return name ? [{ value: name, confidence }] : [];
}

// A line that ends in words printed in capitals, one of three letters or more: a name as PAN cards print it.
const ENDS_IN_CAPITALS = /(?:^|[^A-Za-z.'])((?:[A-Z]\.\s?)*[A-Z][A-Z.']*(?:\s+[A-Z][A-Z.']*)*)\s*$/;

/**
 * PAN cards print names in capitals: what a photo's OCR put before them on their line that is not in
 * capitals is junk from the label's Hindi half or the card's edge ("fees ~ | BRIJESH KASHYAP", "Foie, BABU
 * LAL VERMA", "a. RAJ KUMAR VERMA"), and is left out; so is anything cut off by an upright stroke the
 * photo's shadow or the card's photo left ("| 4 | SANJAY GUPTA", "£7 | JAGAT NARAYAN").
 */
function withoutJunkBeforeCapitals(line: string): string {
  const capitals = ENDS_IN_CAPITALS.exec(line)?.[1];
  if (!capitals || !/[A-Z]{3}/.test(capitals) || capitals === line.trim()) return line;
  const before = line.slice(0, line.lastIndexOf(capitals));
  if (NAME_LABEL.test(before)) return line;
  // "HAR| RAM GUPTA", "SANJAY | GUPTA": an I read as a stroke, or a stroke across the name; not junk.
  const cutOffByStroke = /\|\s*$/.test(before) && !/[A-Z]{3}/.test(before);
  return cutOffByStroke || (/[a-z]/.test(before) && !/[0-9]/.test(before)) ? capitals : line;
}

/** PAN card, new layout (labelled "Name" / "Father's Name") or old (names below the heading). */
export function parsePanCard(readLines: readonly string[], today: Date): FoundFields {
  const fields: FoundFields = {};
  addFound(fields, 'panNumbers', panNumbers(readLines));
  const lines = readLines.map(withoutJunkBeforeCapitals);
  const [labelledHolder] = labelledNames(lines, NAME_LABEL, NOT_HOLDER_LABEL);
  const [labelledFather] = labelledNames(lines, FATHER_NAME_LABEL);
  const capitals = namesInCapitals(lines, today);
  // A name read under the father's label is never offered as the holder's (the holder's line may be lost).
  const holderInCapitals = capitals.find((name) => name !== labelledFather);
  // PAN cards print names in capitals: a labelled "name" that is not (junk a photo's OCR read from the label's
  // Hindi half, "Fees") comes after the capitals below the headings.
  const labelledJunk =
    labelledHolder !== undefined && holderInCapitals !== undefined && !printedInCapitals(lines, labelledHolder);
  const holder = labelledJunk ? holderInCapitals : (labelledHolder ?? holderInCapitals);
  const fatherByPosition = capitals.slice(capitals.indexOf(holder ?? '') + 1).find((name) => name !== holder);
  addFound(
    fields,
    'applicantNames',
    labelledHolder && !labelledJunk
      ? found(labelledHolder, CONFIDENCE.labelled)
      : [...found(holder, CONFIDENCE.byPosition), ...found(labelledHolder, CONFIDENCE.notInCapitals)],
  );
  addFound(
    fields,
    'fatherNames',
    labelledFather ? found(labelledFather, CONFIDENCE.labelled) : found(fatherByPosition, CONFIDENCE.byPosition),
  );
  addFound(fields, 'ages', ageSuggestions(lines, { today, unlabelledDateIsBirth: true }));
  return fields;
}
