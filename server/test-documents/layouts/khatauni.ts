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

/** UP-style extract of the record of rights (उद्धरण खतौनी), one khata with its plots and their total. */
export function layoutKhatauni(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(WIDTH, 1754, 210);
  const { land } = person;
  const fasli = Number(today.slice(0, 4)) - 593;
  builder.text(WIDTH / 2, 70, 'उत्तर प्रदेश शासन - राजस्व परिषद', { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 130, 'उद्धरण खतौनी', { size: 44, weight: 'bold', align: 'center' });
  builder.text(WIDTH / 2, 175, '(अधिकार अभिलेख)', { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 220, `फसली वर्ष : ${fasli - 3} - ${fasli + 2}`, { size: 26, align: 'center' });
  builder.text(60, 290, `ग्राम : ${land.village.hindi}`, { size: 28, weight: 'bold' });
  builder.text(380, 290, `परगना : ${land.tehsil.hindi}`, { size: 28 });
  builder.text(680, 290, `तहसील : ${land.tehsil.hindi}`, { size: 28 });
  builder.text(960, 290, `जनपद : ${land.district.hindi}`, { size: 28 });
  builder.text(60, 355, `खाता संख्या : ${land.khataNo}`, { size: 32, weight: 'bold' });
  builder.text(60, 405, 'भाग : 1    श्रेणी : 1-क  भूमिधर जिनको अन्तरण का अधिकार है', { size: 26 });
  const headerTop = 440;
  const headers = [['क्रम', 'सं.'], ['खातेदार का नाम, पिता/पति', 'का नाम व निवास'], ['खसरा / गाटा', 'संख्या'], ['क्षेत्रफल', '(हेक्टेयर)'], ['आदेश /', 'टिप्पणी']];
  COLUMNS.slice(0, -1).forEach((left, index) => {
    builder.rect(left, headerTop, COLUMNS[index + 1]! - left, 100, { stroke: '#333333', lineWidth: 2, fill: '#eeeeee' });
    headers[index]!.forEach((line, lineIndex) => builder.text(left + 14, headerTop + 40 + lineIndex * 38, line, { size: 24, weight: 'bold' }));
  });
  const owner = `${person.name.hindi} ${RELATION_HINDI[person.relation].record} ${person.fatherName.hindi} निवासी ${person.address.village.hindi}`;
  const bodyTop = headerTop + 100;
  const bodyHeight = Math.max(land.rows.length, 3) * ROW_HEIGHT;
  drawRow(builder, bodyTop, bodyHeight, ['1']);
  builder.wrap(COLUMNS[1]! + 14, bodyTop + 40, COLUMNS[2]! - COLUMNS[1]! - 28, 40, owner, { size: 26 });
  land.rows.forEach((row, index) => {
    builder.text(COLUMNS[2]! + 14, bodyTop + 40 + index * ROW_HEIGHT, row.khasraNo, { size: 26 });
    builder.text(COLUMNS[3]! + 14, bodyTop + 40 + index * ROW_HEIGHT, formatHectare(row.areaHectare), { size: 26 });
  });
  const total = land.rows.reduce((sum, row) => sum + row.areaHectare, 0);
  drawRow(builder, bodyTop + bodyHeight, ROW_HEIGHT, ['', 'योग', String(land.rows.length), formatHectare(total)], { weight: 'bold' });
  const footer = bodyTop + bodyHeight + ROW_HEIGHT + 120;
  builder.text(60, footer, 'यह उद्धरण केवल सूचनार्थ है, न्यायालय में मान्य नहीं है।', { size: 24, colour: '#444444' });
  builder.text(60, footer + 60, `दिनांक : ${printedDate(today)}`, { size: 26 });
  drawSignature(builder, random, 860, footer + 40, 260);
  builder.text(1180, footer + 110, 'लेखपाल / राजस्व निरीक्षक', { size: 24, align: 'right' });
  return builder.page;
}
