import { createPage, type Page, type PageBuilder } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSeal, drawSignature, englishAddress } from './decorations';

const WIDTH = 1500;

/**
 * How one bank prints its passbook's first page: the header's colour, the labels it uses, whether the
 * holder's name is in capitals, whether the address carries a label, how wide the value column is (a long
 * name then takes two lines), whether the account number comes before or after the holder, where the IFSC
 * and MICR codes and the branch's address sit, whether the nominee is printed, and whether the holder's
 * block has labels at all (some banks print name, relation and address as an address label would).
 */
interface PassbookStyle {
  colour: string;
  account: string;
  name: string;
  relation: (person: Person) => string;
  address?: string;
  capitals: boolean;
  valueWidth: number;
  accountFirst: boolean;
  codes: 'header' | 'fields' | 'footer';
  branchAddress: 'header' | 'footer';
  nominee: boolean;
  holderLabels: boolean;
}

const relationAsPrinted = (person: Person) => person.relation;
const fatherOrHusband = (person: Person) => (person.relation === 'W/O' ? "Husband's Name" : "Father's Name");
const relationWords = (person: Person) => ({ 'S/O': 'Son of', 'D/O': 'Daughter of', 'W/O': 'Wife of' })[person.relation];

const STYLES: Record<string, PassbookStyle> = {
  SBIN: { colour: '#1c4e9a', account: 'Account No. / खाता सं.', name: 'Name / नाम', relation: relationAsPrinted, address: 'Address / पता', capitals: false, valueWidth: 1000, accountFirst: true, codes: 'header', branchAddress: 'header', nominee: false, holderLabels: true },
  PUNB: { colour: '#a3162b', account: 'A/c No.', name: 'Customer Name', relation: fatherOrHusband, address: 'Address', capitals: true, valueWidth: 1000, accountFirst: false, codes: 'fields', branchAddress: 'footer', nominee: true, holderLabels: true },
  BARB: { colour: '#f26522', account: 'Account Number', name: 'Name of Account Holder', relation: fatherOrHusband, capitals: true, valueWidth: 900, accountFirst: true, codes: 'footer', branchAddress: 'footer', nominee: false, holderLabels: false },
  UBIN: { colour: '#d71920', account: 'SB A/c No.', name: 'Name', relation: relationAsPrinted, address: 'Address', capitals: false, valueWidth: 420, accountFirst: true, codes: 'header', branchAddress: 'header', nominee: true, holderLabels: true },
  CNRB: { colour: '#0a6eb4', account: 'Account No', name: 'A/c Holder', relation: relationWords, capitals: true, valueWidth: 1000, accountFirst: false, codes: 'fields', branchAddress: 'header', nominee: false, holderLabels: false },
  BKID: { colour: '#f7941d', account: 'खाता संख्या / Account No', name: 'नाम / Name', relation: relationAsPrinted, address: 'पता / Address', capitals: false, valueWidth: 1000, accountFirst: true, codes: 'footer', branchAddress: 'footer', nominee: true, holderLabels: true },
  CBIN: { colour: '#b5121b', account: 'A/c No.', name: 'Name', relation: fatherOrHusband, capitals: false, valueWidth: 420, accountFirst: false, codes: 'header', branchAddress: 'footer', nominee: false, holderLabels: true },
  UCBA: { colour: '#00529b', account: 'Account No.', name: 'Customer Name', relation: relationAsPrinted, address: 'Address', capitals: true, valueWidth: 900, accountFirst: true, codes: 'fields', branchAddress: 'header', nominee: true, holderLabels: false },
  IDIB: { colour: '#233e8b', account: 'SB Account No', name: 'Name of the Customer', relation: relationWords, capitals: false, valueWidth: 1000, accountFirst: true, codes: 'header', branchAddress: 'footer', nominee: true, holderLabels: true },
  MAHB: { colour: '#f58220', account: 'A/c Number', name: 'Account Holder', relation: fatherOrHusband, address: 'Address', capitals: true, valueWidth: 1000, accountFirst: false, codes: 'footer', branchAddress: 'header', nominee: false, holderLabels: true },
  IOBA: { colour: '#2b3990', account: 'Account No', name: 'Name', relation: relationAsPrinted, capitals: false, valueWidth: 900, accountFirst: true, codes: 'fields', branchAddress: 'footer', nominee: true, holderLabels: false },
};

const LABEL_X = 80;
const VALUE_X = 440;

function field(builder: PageBuilder, baseline: number, label: string, value: string, width: number, bold = false): number {
  builder.text(LABEL_X, baseline, label, { size: 28, colour: '#333333' });
  return builder.wrap(VALUE_X, baseline, width, 46, `: ${value}`, { size: 30, weight: bold ? 'bold' : 'regular' }) + 16;
}

/** The first page of a savings passbook, laid out as the person's bank prints it. */
export function layoutPassbook(person: Person, { random }: LayoutContext): Page {
  const builder = createPage(WIDTH, 1220, 150, '#fdfdf8');
  const { bank, address } = person;
  const style = STYLES[bank.ifsc.slice(0, 4)]!;
  builder.rect(0, 0, WIDTH, 150, { fill: style.colour });
  drawSeal(builder, 90, 75, 50, '#f2f2f2');
  builder.text(170, 62, bank.name.hindi, { size: 34, weight: 'bold', colour: '#ffffff' });
  builder.text(170, 118, bank.name.latin.toUpperCase(), { size: 42, weight: 'bold', colour: '#ffffff' });
  const branchPin = `${address.pin.slice(0, 3)}${random.digits(3)}`;
  const branchLine =
    style.branchAddress === 'header'
      ? `Branch: ${bank.branch.latin}, Distt. ${address.district.latin} (${address.state.latin})`
      : `Branch Address: ${bank.branch.latin} Branch, Main Road, ${address.district.latin}, ${address.state.latin} - ${branchPin}`;
  const micr = `${address.pin}${random.digits(3)}`;
  const codes = [`IFSC: ${bank.ifsc}`, `MICR: ${micr}`, `Branch Code: ${bank.ifsc.slice(-5)}`];
  if (style.branchAddress === 'header') builder.text(60, 205, branchLine, { size: 28 });
  if (style.codes === 'header') codes.forEach((text, index) => builder.text(60 + index * 450, 250, text, { size: 28, weight: index === 0 ? 'bold' : 'regular' }));
  const opened = `${String(random.int(1, 28)).padStart(2, '0')}/${String(random.int(1, 12)).padStart(2, '0')}/${random.int(2008, 2023)}`;
  const cif = String(random.int(7, 9)) + random.digits(10);
  const cased = (name: string) => (style.capitals ? name.toUpperCase() : name);
  let baseline = 320;
  const account = () => {
    baseline = field(builder, baseline, style.account, bank.accountNumber, style.valueWidth, true);
    baseline = field(builder, baseline, 'CIF No.', cif, style.valueWidth);
    if (style.codes === 'fields') baseline = field(builder, baseline, 'IFSC Code', bank.ifsc, style.valueWidth, true);
  };
  const holder = () => {
    if (!style.holderLabels) {
      // Name, relation and address as an address label prints them, without a label of their own.
      const lines = [cased(person.name.latin), `${person.relation} ${cased(person.fatherName.latin)}`];
      for (const line of lines) baseline = builder.wrap(LABEL_X, baseline, 1300, 44, line, { size: 30, weight: line === lines[0] ? 'bold' : 'regular' });
      baseline = builder.wrap(LABEL_X, baseline, 1300, 44, englishAddress(person), { size: 30 }) + 16;
      return;
    }
    baseline = field(builder, baseline, style.name, cased(person.name.latin), style.valueWidth);
    baseline = field(builder, baseline, style.relation(person), cased(person.fatherName.latin), style.valueWidth);
    if (style.address) baseline = field(builder, baseline, style.address, englishAddress(person), 1000);
    else baseline = builder.wrap(LABEL_X, baseline, 1300, 46, englishAddress(person), { size: 30 }) + 16;
  };
  if (style.accountFirst) account();
  builder.text(LABEL_X, baseline, 'Account Type', { size: 28, colour: '#333333' });
  builder.text(VALUE_X, baseline, ': Savings Bank Account', { size: 30 });
  baseline += 56;
  holder();
  if (!style.accountFirst) account();
  const details: [string, string][] = [['Mobile No.', `9${random.digits(9)}`], ['Date of Opening', opened]];
  if (style.nominee) details.push(['Nominee', `${cased(person.nominee.name.latin)} (${person.nominee.relation})`]);
  for (const [label, value] of details) {
    builder.text(LABEL_X, baseline, label, { size: 28, colour: '#333333' });
    builder.text(VALUE_X, baseline, `: ${value}`, { size: 30 });
    baseline += 56;
  }
  builder.rect(40, 280, WIDTH - 80, baseline - 300, { stroke: '#555555', lineWidth: 2 });
  let footer = baseline + 30;
  if (style.codes === 'footer') {
    builder.text(60, footer, codes.join('    '), { size: 24 });
    footer += 40;
  }
  if (style.branchAddress === 'footer') builder.text(60, footer, branchLine, { size: 24 });
  drawSignature(builder, random, 1080, 1140, 300);
  builder.text(1440, 1195, 'Branch Manager / शाखा प्रबंधक', { size: 24, align: 'right' });
  return builder.page;
}
