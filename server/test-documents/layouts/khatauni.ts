import { createPage, type Page, type PageBuilder } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { RELATION_HINDI, drawSignature, printedDate } from './decorations';
import { landIn, type RecordState } from '../landStates';

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

/** What differs between the states' records of rights printed as one table of holders and plots. */
interface RecordStyle {
  state: RecordState;
  /** Labels of the village and tehsil: Marathi records say गाव and तालुका. */
  villageLabel: string;
  tehsilLabel: string;
  /** How an area in hectares is printed: Maharashtra's records print hectares, ares and square metres (0.50.60). */
  area: (hectares: number) => string;
  /** Whether holders are named with their relation (पुत्र); Maharashtra's 7/12 names them as they sign. */
  relationNamed: boolean;
  heading: [string, string, string];
  /** The pargana's label: only Uttar Pradesh's records name one. */
  parganaLabel?: string;
  districtLabels: string[];
  khataLabel: string;
  headers: string[][];
  totalLabels: string[];
  /** A line under the khata: UP's class of tenure, Rajasthan's year of the Jamabandi. */
  tenureLine: string;
}

const AS_HINDI = { villageLabel: 'ग्राम', tehsilLabel: 'तहसील', area: formatHectare, relationNamed: true };

/** "0.50.60": hectares, ares (100 m²) and square metres, as the 7/12 extract prints an area. */
export function formatHectareAre(area: number): string {
  const [hectares, fraction] = area.toFixed(4).split('.') as [string, string];
  return `${hectares}.${fraction.slice(0, 2)}.${fraction.slice(2)}`;
}

const KHATAUNI: RecordStyle = {
  state: 'Uttar Pradesh',
  ...AS_HINDI,
  heading: ['उत्तर प्रदेश शासन - राजस्व परिषद', 'उद्धरण खतौनी', '(अधिकार अभिलेख)'],
  parganaLabel: 'परगना',
  districtLabels: ['जनपद', 'जिला'],
  khataLabel: 'खाता संख्या',
  headers: [['क्रम', 'सं.'], ['खातेदार का नाम, पिता/पति', 'का नाम व निवास'], ['खसरा / गाटा', 'संख्या'], ['क्षेत्रफल', '(हेक्टेयर)'], ['आदेश /', 'टिप्पणी']],
  totalLabels: ['योग', 'कुल योग'],
  tenureLine: 'भाग : 1    श्रेणी : 1-क  भूमिधर जिनको अन्तरण का अधिकार है',
};

const MP_KHASRA_B1: RecordStyle = {
  state: 'Madhya Pradesh',
  ...AS_HINDI,
  heading: ['मध्यप्रदेश शासन - राजस्व विभाग', 'किश्तबंदी खतौनी (बी-1)', '(भू-अभिलेख की प्रतिलिपि)'],
  districtLabels: ['जिला'],
  khataLabel: 'खाता क्रमांक',
  headers: [['क्र.', ''], ['भूमिस्वामी का नाम, पिता/पति', 'का नाम व निवास'], ['खसरा', 'नंबर'], ['रकबा', '(हेक्टेयर)'], ['लगान /', 'टिप्पणी']],
  totalLabels: ['योग', 'कुल रकबा'],
  tenureLine: 'प.ह.नं. : 23    राजस्व निरीक्षक मंडल : 2',
};

const MAHARASHTRA_SATBARA: RecordStyle = {
  state: 'Maharashtra',
  villageLabel: 'गाव',
  tehsilLabel: 'तालुका',
  area: formatHectareAre,
  relationNamed: false,
  heading: ['महाराष्ट्र शासन - महसूल विभाग', 'गाव नमुना सात बारा (७/१२ उतारा)', '(अधिकार अभिलेख पत्रक)'],
  districtLabels: ['जिल्हा'],
  khataLabel: 'खाते क्रमांक',
  headers: [['अ.', 'क्र.'], ['भोगवटादाराचे नाव', ''], ['भूमापन क्रमांक', 'व उपविभाग'], ['क्षेत्र', '(हे.आर.चौ.मी)'], ['आकारणी /', 'शेरा']],
  totalLabels: ['एकूण'],
  tenureLine: 'भूधारणा पद्धती : भोगवटादार वर्ग - 1',
};

const RAJASTHAN_JAMABANDI: RecordStyle = {
  state: 'Rajasthan',
  ...AS_HINDI,
  heading: ['राजस्थान सरकार - राजस्व मंडल', 'जमाबंदी की नकल', '(अपना खाता)'],
  districtLabels: ['जिला'],
  khataLabel: 'खाता संख्या',
  headers: [['क्रम', 'सं.'], ['खातेदार का नाम, पिता', 'का नाम, जाति व निवास'], ['खसरा', 'नंबर'], ['रकबा', '(हेक्टेयर)'], ['किस्म /', 'टिप्पणी']],
  totalLabels: ['योग', 'कुल योग'],
  tenureLine: 'संवत : 2080-2083    पटवार मंडल : 14',
};

/** "रमेश सुरेश पाटील (1/2)": a 7/12 holder as he signs, his father's given name in the middle. */
function signedName(owner: Person['land']['owners'][number], shared: boolean): string {
  const [surname] = owner.name.hindi.split(' ').slice(-1);
  const fatherGiven = owner.fatherName.hindi.split(' ')[0]!;
  const given = owner.name.hindi.split(' ').slice(0, -1).join(' ') || owner.name.hindi;
  const name = `${given} ${fatherGiven} ${surname}`;
  return shared ? `${name} (${owner.share})` : name;
}

function layoutRecordOfRights(style: RecordStyle, person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(WIDTH, 1754, 210);
  const land = landIn(person, style.state);
  const number = random.chance(0.5) ? devanagariDigits : (text: string) => text;
  const fasli = Number(today.slice(0, 4)) - 593;
  builder.text(WIDTH / 2, 70, style.heading[0], { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 130, style.heading[1], { size: 44, weight: 'bold', align: 'center' });
  builder.text(WIDTH / 2, 175, style.heading[2], { size: 26, align: 'center' });
  builder.text(WIDTH / 2, 220, number(`फसली वर्ष : ${fasli - 3} - ${fasli + 2}`), { size: 26, align: 'center' });
  const districtLabel = random.pick(style.districtLabels);
  const places: [string, string][] = [
    [style.villageLabel, land.village.hindi],
    ...(style.parganaLabel ? [[style.parganaLabel, land.pargana.hindi] as [string, string]] : []),
    [style.tehsilLabel, land.tehsil.hindi],
    [districtLabel, land.district.hindi],
  ];
  let top = 290;
  if (random.chance(0.5)) {
    const step = (WIDTH - 120) / places.length;
    places.forEach(([label, value], index) => builder.text(60 + index * step, top, `${label} : ${value}`, { size: 28, weight: index === 0 ? 'bold' : 'regular' }));
  } else {
    places.forEach(([label, value], index) => {
      builder.text(index % 2 === 0 ? 60 : 620, top + Math.floor(index / 2) * 50, `${label} : ${value}`, { size: 28, weight: index === 0 ? 'bold' : 'regular' });
    });
    top += 50 * Math.floor((places.length - 1) / 2);
  }
  builder.text(60, top + 65, number(`${style.khataLabel} : ${land.khataNo}`), { size: 32, weight: 'bold' });
  builder.text(60, top + 115, number(style.tenureLine), { size: 26 });
  const headerTop = top + 150;
  COLUMNS.slice(0, -1).forEach((left, index) => {
    builder.rect(left, headerTop, COLUMNS[index + 1]! - left, 100, { stroke: '#333333', lineWidth: 2, fill: '#eeeeee' });
    style.headers[index]!.forEach((line, lineIndex) => builder.text(left + 14, headerTop + 40 + lineIndex * 38, line, { size: 24, weight: 'bold' }));
  });
  const bodyTop = headerTop + 100;
  const shared = land.owners.length > 1;
  let ownersEnd = bodyTop + 40;
  land.owners.forEach((owner, index) => {
    const line = number(style.relationNamed ? ownerLine(owner, index, person.address.village.hindi, shared) : signedName(owner, shared));
    ownersEnd = builder.wrap(COLUMNS[1]! + 14, ownersEnd, COLUMNS[2]! - COLUMNS[1]! - 28, 40, line, { size: 26 }) + 10;
  });
  const bodyHeight = Math.max(land.rows.length * ROW_HEIGHT, ownersEnd - bodyTop - 20, 3 * ROW_HEIGHT);
  drawRow(builder, bodyTop, bodyHeight, [number('1')]);
  land.rows.forEach((row, index) => {
    builder.text(COLUMNS[2]! + 14, bodyTop + 40 + index * ROW_HEIGHT, number(row.khasraNo), { size: 26 });
    builder.text(COLUMNS[3]! + 14, bodyTop + 40 + index * ROW_HEIGHT, number(style.area(row.areaHectare)), { size: 26 });
  });
  const total = land.rows.reduce((sum, row) => sum + row.areaHectare, 0);
  const totalLabel = random.pick(style.totalLabels);
  drawRow(builder, bodyTop + bodyHeight, ROW_HEIGHT, ['', totalLabel, number(String(land.rows.length)), number(style.area(total))], { weight: 'bold' });
  const footer = bodyTop + bodyHeight + ROW_HEIGHT + 120;
  builder.text(60, footer, 'यह प्रतिलिपि केवल सूचनार्थ है, न्यायालय में मान्य नहीं है।', { size: 24, colour: '#444444' });
  builder.text(60, footer + 60, number(`दिनांक : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, footer + 40, 260);
  builder.text(1180, footer + 110, 'पटवारी / राजस्व निरीक्षक', { size: 24, align: 'right' });
  return builder.page;
}

/**
 * UP-style extract of the record of rights (उद्धरण खतौनी), one khata with its holders, their shares, its
 * plots and their total. Numbers are printed in ASCII or Devanagari digits, the place labels on one line
 * or two, as Bhulekh extracts of different districts and years do.
 */
export function layoutKhatauni(person: Person, context: LayoutContext): Page {
  return layoutRecordOfRights(KHATAUNI, person, context);
}

/** Madhya Pradesh's Kishtbandi Khatauni (B-1) with its khasra numbers, as the Bhu-Abhilekh portal prints it. */
export function layoutMadhyaPradeshB1(person: Person, context: LayoutContext): Page {
  return layoutRecordOfRights(MP_KHASRA_B1, person, context);
}

/** Rajasthan's Jamabandi (Apna Khata) copy: the khata's holders and its khasra numbers with their area. */
export function layoutRajasthanJamabandi(person: Person, context: LayoutContext): Page {
  return layoutRecordOfRights(RAJASTHAN_JAMABANDI, person, context);
}

/** Maharashtra's 7/12 extract (सात बारा उतारा) in Marathi: survey numbers, areas in hectares and ares, holders as they sign. */
export function layoutMaharashtraSatbara(person: Person, context: LayoutContext): Page {
  return layoutRecordOfRights(MAHARASHTRA_SATBARA, person, context);
}
