import { createPage, type Page, type PageBuilder } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { RELATION_HINDI, drawSignature, printedDate } from './decorations';

const WIDTH = 1240;
/** Column edges of the record table: serial, holder, khasra, area, remarks. */
const COLUMNS = [50, 140, 600, 800, 1010, 1190];
const ROW_HEIGHT = 60;

export function formatHectare(area: number): string {
  return area.toFixed(4);
}

function drawRow(builder: PageBuilder, top: number, height: number, cells: string[], style: { weight?: 'bold' } = {}): void {
  COLUMNS.slice(0, -1).forEach((left, index) => {
    builder.rect(left, top, COLUMNS[index + 1]! - left, height, { stroke: '#333333', lineWidth: 2 });
    if (cells[index]) builder.text(left + 14, top + 40, cells[index]!, { size: 26, ...style });
  });
}

const DEVANAGARI_ZERO = 0x0966;

/** Numbers as Bhulekh prints them on many extracts: in Devanagari digits. */
export function devanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}

function ownerLine(owner: Person['land']['owners'][number], index: number, village: string, shared: boolean): string {
  const holder = `${index + 1}. ${owner.name.hindi} ${RELATION_HINDI[owner.relation].record} ${owner.fatherName.hindi} नि0 ${village}`;
  return shared ? `${holder} हिस्सा ${owner.share}` : holder;
}

/**
 * UP-style extract of the record of rights (उद्धरण खतौनी), one khata with its holders, their shares, its
 * plots and their total. Numbers are printed in ASCII or Devanagari digits, the place labels on one line
 * or two, as Bhulekh extracts of different districts and years do.
 */
export function layoutKhatauni(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(WIDTH, 1754, 210);
  const { land } = person;
  const number = random.chance(0.5) ? devanagariDigits : (text: string) => text;
  const fasli = Number(today.slice(0, 4)) - 593;
  builder.text(WIDTH / 2, 70, 'उत्तर प्रदेश शासन - राजस्व परिषद', { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 130, 'उद्धरण खतौनी', { size: 44, weight: 'bold', align: 'center' });
  builder.text(WIDTH / 2, 175, '(अधिकार अभिलेख)', { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 220, number(`फसली वर्ष : ${fasli - 3} - ${fasli + 2}`), { size: 26, align: 'center' });
  const districtLabel = random.pick(['जनपद', 'जिला']);
  let top = 290;
  if (random.chance(0.5)) {
    builder.text(60, top, `ग्राम : ${land.village.hindi}`, { size: 28, weight: 'bold' });
    builder.text(380, top, `परगना : ${land.pargana.hindi}`, { size: 28 });
    builder.text(680, top, `तहसील : ${land.tehsil.hindi}`, { size: 28 });
    builder.text(960, top, `${districtLabel} : ${land.district.hindi}`, { size: 28 });
  } else {
    builder.text(60, top, `ग्राम : ${land.village.hindi}`, { size: 28, weight: 'bold' });
    builder.text(620, top, `परगना : ${land.pargana.hindi}`, { size: 28 });
    top += 50;
    builder.text(60, top, `तहसील : ${land.tehsil.hindi}`, { size: 28 });
    builder.text(620, top, `${districtLabel} : ${land.district.hindi}`, { size: 28 });
  }
  builder.text(60, top + 65, number(`खाता संख्या : ${land.khataNo}`), { size: 32, weight: 'bold' });
  builder.text(60, top + 115, number('भाग : 1    श्रेणी : 1-क  भूमिधर जिनको अन्तरण का अधिकार है'), { size: 26 });
  const headerTop = top + 150;
  const headers = [['क्रम', 'सं.'], ['खातेदार का नाम, पिता/पति', 'का नाम व निवास'], ['खसरा / गाटा', 'संख्या'], ['क्षेत्रफल', '(हेक्टेयर)'], ['आदेश /', 'टिप्पणी']];
  COLUMNS.slice(0, -1).forEach((left, index) => {
    builder.rect(left, headerTop, COLUMNS[index + 1]! - left, 100, { stroke: '#333333', lineWidth: 2, fill: '#eeeeee' });
    headers[index]!.forEach((line, lineIndex) => builder.text(left + 14, headerTop + 40 + lineIndex * 38, line, { size: 24, weight: 'bold' }));
  });
  const bodyTop = headerTop + 100;
  const shared = land.owners.length > 1;
  let ownersEnd = bodyTop + 40;
  land.owners.forEach((owner, index) => {
    const line = number(ownerLine(owner, index, person.address.village.hindi, shared));
    ownersEnd = builder.wrap(COLUMNS[1]! + 14, ownersEnd, COLUMNS[2]! - COLUMNS[1]! - 28, 40, line, { size: 26 }) + 10;
  });
  const bodyHeight = Math.max(land.rows.length * ROW_HEIGHT, ownersEnd - bodyTop - 20, 3 * ROW_HEIGHT);
  drawRow(builder, bodyTop, bodyHeight, [number('1')]);
  land.rows.forEach((row, index) => {
    builder.text(COLUMNS[2]! + 14, bodyTop + 40 + index * ROW_HEIGHT, number(row.khasraNo), { size: 26 });
    builder.text(COLUMNS[3]! + 14, bodyTop + 40 + index * ROW_HEIGHT, number(formatHectare(row.areaHectare)), { size: 26 });
  });
  const total = land.rows.reduce((sum, row) => sum + row.areaHectare, 0);
  const totalLabel = random.pick(['योग', 'कुल योग']);
  drawRow(builder, bodyTop + bodyHeight, ROW_HEIGHT, ['', totalLabel, number(String(land.rows.length)), number(formatHectare(total))], { weight: 'bold' });
  const footer = bodyTop + bodyHeight + ROW_HEIGHT + 120;
  builder.text(60, footer, 'यह उद्धरण केवल सूचनार्थ है, न्यायालय में मान्य नहीं है।', { size: 24, colour: '#444444' });
  builder.text(60, footer + 60, number(`दिनांक : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, footer + 40, 260);
  builder.text(1180, footer + 110, 'लेखपाल / राजस्व निरीक्षक', { size: 24, align: 'right' });
  return builder.page;
}
