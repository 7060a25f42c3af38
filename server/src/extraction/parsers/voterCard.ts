import { addressBlock } from './address';
import { ageSuggestions } from './birthDate';
import { addFound, type FoundFields } from './found';
import { labelledNames, whoseNameLabel } from './labelledName';
import { relatedNames } from './relatedNames';
import { voterIdNumbers } from './voterIdNumber';

const ELECTOR_NAME_LABEL = new RegExp(`${whoseNameLabel('elector')}|\\bna(?:me|rne)\\b|निर्वाचक\\s*का\\s*नाम`, 'i');
const RELATIVE_NAME_LABEL = new RegExp(
  `${whoseNameLabel('father|husband|relation|relative')}|(?:पिता|पति)\\s*का\\s*नाम`,
  'i',
);
const NOT_ELECTOR_LABEL = /father|husband|mother|relation|relative|पिता|पति|माता/i;
const CONFIDENCE = { labelled: 0.85, addressWithPin: 0.8, addressWithoutPin: 0.65 };

/** Voter ID (EPIC) card, front and/or back. */
export function parseVoterCard(lines: readonly string[], today: Date): FoundFields {
  const fields: FoundFields = {};
  addFound(fields, 'voterIds', voterIdNumbers(lines));
  const electors = labelledNames(lines, ELECTOR_NAME_LABEL, NOT_ELECTOR_LABEL, { wrapsNames: true });
  addFound(
    fields,
    'applicantNames',
    electors.map((value) => ({ value, confidence: CONFIDENCE.labelled })),
  );
  const relatives = labelledNames(lines, RELATIVE_NAME_LABEL, undefined, { wrapsNames: true }).map((value) => ({
    value,
    confidence: CONFIDENCE.labelled,
  }));
  addFound(fields, 'fatherNames', [...relatives, ...relatedNames(lines).fatherNames]);
  addFound(fields, 'ages', ageSuggestions(lines, { today }));
  const address = addressBlock(lines);
  if (address) {
    addFound(fields, 'addresses', [
      { value: address.address, confidence: address.hasPin ? CONFIDENCE.addressWithPin : CONFIDENCE.addressWithoutPin },
    ]);
  }
  return fields;
}
