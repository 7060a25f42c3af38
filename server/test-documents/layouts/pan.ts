import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawPhoto, drawQrBlock, drawSeal, drawSignature, printedDateOfBirth } from './decorations';

export function layoutPan(person: Person, { random }: LayoutContext): Page {
  const builder = createPage(1400, 883, 85.6, '#d9ecef');
  builder.rect(0, 0, 1400, 150, { fill: '#c4e0e6' });
  builder.text(60, 68, 'आयकर विभाग', { size: 34, weight: 'bold', colour: '#12355b' });
  builder.text(60, 116, 'INCOME TAX DEPARTMENT', { size: 32, weight: 'bold', colour: '#12355b' });
  drawSeal(builder, 700, 78, 50, '#5a4a2a');
  builder.text(1340, 68, 'भारत सरकार', { size: 34, weight: 'bold', colour: '#12355b', align: 'right' });
  builder.text(1340, 116, 'GOVT. OF INDIA', { size: 32, weight: 'bold', colour: '#12355b', align: 'right' });
  builder.text(700, 195, 'स्थायी लेखा संख्या कार्ड', { size: 28, align: 'center' });
  builder.text(700, 235, 'Permanent Account Number Card', { size: 30, align: 'center' });
  builder.text(700, 305, person.pan, { size: 56, weight: 'bold', align: 'center' });
  drawPhoto(builder, 60, 345, 240, 300);
  const fields: [string, string][] = [
    ['नाम / Name', person.name.latin.toUpperCase()],
    ["पिता का नाम / Father's Name", person.fatherName.latin.toUpperCase()],
    ['जन्म की तारीख / Date of Birth', printedDateOfBirth(person)],
  ];
  // Values wrap short of the QR block: a long name takes two lines and pushes the fields below it down.
  let labelBaseline = 380;
  for (const [label, value] of fields) {
    builder.text(340, labelBaseline, label, { size: 24, colour: '#333333' });
    labelBaseline = builder.wrap(340, labelBaseline + 45, 680, 44, value, { size: 36, weight: 'bold' }) + 26;
  }
  drawSignature(builder, random, 360, 755, 320);
  builder.text(340, 835, 'हस्ताक्षर / Signature', { size: 24, colour: '#333333' });
  drawQrBlock(builder, random, 1060, 360, 280);
  return builder.page;
}
