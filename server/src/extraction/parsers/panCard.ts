import { ageSuggestions, datesIn } from './birthDate';
import { addFound, type Found, type FoundFields } from './found';
import { labelledNames } from './labelledName';
import { panNumbers } from './panNumber';
import { personName } from './personName';

const NAME_LABEL = /\bna(?:me|rne)\b|नाम/i;
const FATHER_NAME_LABEL = /father'?s?\s*na(?:me|rne)\b|पिता\s*का\s*नाम/i;
const NOT_HOLDER_LABEL = /father|husband|mother|पिता|पति|माता/i;
const HEADING = /income\s*tax|govt|government|permanent\s*account/i;
const MOSTLY_CAPITALS = 0.7;
const CONFIDENCE = { labelled: 0.85, byPosition: 0.7 };

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

function found(name: string | undefined, confidence: number): Found[] {
  return name ? [{ value: name, confidence }] : [];
}

/** PAN card, new layout (labelled "Name" / "Father's Name") or old (names below the heading). */
export function parsePanCard(lines: readonly string[], today: Date): FoundFields {
  const fields: FoundFields = {};
  addFound(fields, 'panNumbers', panNumbers(lines));
  const [labelledHolder] = labelledNames(lines, NAME_LABEL, NOT_HOLDER_LABEL);
  const [labelledFather] = labelledNames(lines, FATHER_NAME_LABEL);
  const capitals = namesInCapitals(lines, today);
  // A name read under the father's label is never offered as the holder's (the holder's line may be lost).
  const holder = labelledHolder ?? capitals.find((name) => name !== labelledFather);
  const fatherByPosition = capitals.slice(capitals.indexOf(holder ?? '') + 1).find((name) => name !== holder);
  addFound(
    fields,
    'applicantNames',
    labelledHolder ? found(labelledHolder, CONFIDENCE.labelled) : found(holder, CONFIDENCE.byPosition),
  );
  addFound(
    fields,
    'fatherNames',
    labelledFather ? found(labelledFather, CONFIDENCE.labelled) : found(fatherByPosition, CONFIDENCE.byPosition),
  );
  addFound(fields, 'ages', ageSuggestions(lines, { today, unlabelledDateIsBirth: true }));
  return fields;
}
