import { createPage, type Page, type PageBuilder } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import {
  RELATION_HINDI,
  drawPhoto,
  drawQrBlock,
  drawSeal,
  englishAddress,
  groupedAadhaar,
  hindiAddress,
  printedDate,
} from './decorations';

const WIDTH = 1400;
const HEIGHT = 883;
const CARD_MM = 85.6;
/** Beside the photo, as far as a name of three words reaches before it wraps. */
const NAME_WIDTH = 520;

function drawBands(builder: PageBuilder): void {
  builder.rect(0, 0, WIDTH, 14, { fill: '#f58220' });
  builder.rect(0, 150, WIDTH, 8, { fill: '#1f8f3a' });
  drawSeal(builder, 95, 82, 52, '#5a4a2a');
  builder.ellipse(1300, 82, 50, 50, '#f4c20d');
  builder.ellipse(1300, 82, 30, 30, '#d7261e');
}

export function layoutAadhaarFront(person: Person, { random }: LayoutContext): Page {
  const builder = createPage(WIDTH, HEIGHT, CARD_MM);
  drawBands(builder);
  builder.text(WIDTH / 2, 70, 'भारत सरकार', { size: 40, weight: 'bold', align: 'center' });
  builder.text(WIDTH / 2, 128, 'GOVERNMENT OF INDIA', { size: 40, weight: 'bold', align: 'center' });
  drawPhoto(builder, 70, 205, 270, 330);
  // A long name takes a second line beside the photo; the lines below move down with it.
  const afterHindi = builder.wrap(390, 250, NAME_WIDTH, 50, person.name.hindi, { size: 40 });
  const shift = builder.wrap(390, afterHindi + 10, NAME_WIDTH, 50, person.name.latin, { size: 40 }) - 360;
  const birth = person.dateOfBirth
    ? `जन्म तिथि/DOB: ${printedDate(person.dateOfBirth)}`
    : `जन्म वर्ष/Year of Birth: ${person.yearOfBirth}`;
  builder.text(390, 380 + shift, birth, { size: 36 });
  builder.text(390, 445 + shift, person.gender === 'Male' ? 'पुरुष/ MALE' : 'महिला/ FEMALE', { size: 36 });
  const issued = `${String(random.int(1, 28)).padStart(2, '0')}/${String(random.int(1, 12)).padStart(2, '0')}/${random.int(2012, 2023)}`;
  builder.text(390, 505 + shift, `Issue Date: ${issued}`, { size: 24, colour: '#444444' });
  builder.text(WIDTH / 2, 610 + Math.max(0, shift - 50), 'आधार पहचान का प्रमाण है, नागरिकता या जन्मतिथि का नहीं।', { size: 24, colour: '#444444', align: 'center' });
  builder.text(WIDTH / 2, 725, groupedAadhaar(person.aadhaar), { size: 68, weight: 'bold', align: 'center' });
  builder.rect(40, 770, WIDTH - 80, 5, { fill: '#d7261e' });
  builder.text(WIDTH / 2, 840, 'मेरा आधार, मेरी पहचान', { size: 44, weight: 'bold', colour: '#c01818', align: 'center' });
  return builder.page;
}

export function layoutAadhaarBack(person: Person, { random }: LayoutContext): Page {
  const builder = createPage(WIDTH, HEIGHT, CARD_MM);
  drawBands(builder);
  builder.text(WIDTH / 2, 70, 'भारतीय विशिष्ट पहचान प्राधिकरण', { size: 36, weight: 'bold', align: 'center' });
  builder.text(WIDTH / 2, 126, 'UNIQUE IDENTIFICATION AUTHORITY OF INDIA', { size: 34, weight: 'bold', align: 'center' });
  builder.text(60, 215, 'पता:', { size: 28, weight: 'bold' });
  const hindi = `${RELATION_HINDI[person.relation].card}: ${person.fatherName.hindi}, ${hindiAddress(person)}`;
  const afterHindi = builder.wrap(60, 255, 860, 40, hindi, { size: 28 });
  builder.text(60, afterHindi + 20, 'Address:', { size: 30, weight: 'bold' });
  builder.wrap(60, afterHindi + 62, 860, 44, `${person.relation}: ${person.fatherName.latin}, ${englishAddress(person)}`, { size: 30 });
  drawQrBlock(builder, random, 990, 200, 350);
  builder.text(WIDTH / 2, 735, groupedAadhaar(person.aadhaar), { size: 64, weight: 'bold', align: 'center' });
  builder.rect(0, 790, WIDTH, 5, { fill: '#d7261e' });
  builder.text(WIDTH / 2, 850, '1947   |   help@uidai.gov.in   |   www.uidai.gov.in', { size: 28, align: 'center' });
  return builder.page;
}
