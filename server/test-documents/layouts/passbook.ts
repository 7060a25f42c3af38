import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSeal, drawSignature, englishAddress } from './decorations';

const WIDTH = 1500;

export function layoutPassbook(person: Person, { random }: LayoutContext): Page {
  const builder = createPage(WIDTH, 1060, 150, '#fdfdf8');
  const { bank, address } = person;
  builder.rect(0, 0, WIDTH, 150, { fill: '#1c4e9a' });
  drawSeal(builder, 90, 75, 50, '#f2f2f2');
  builder.text(170, 62, bank.name.hindi, { size: 34, weight: 'bold', colour: '#ffffff' });
  builder.text(170, 118, bank.name.latin.toUpperCase(), { size: 42, weight: 'bold', colour: '#ffffff' });
  builder.text(60, 205, `Branch: ${bank.branch.latin}, Distt. ${address.district.latin} (${address.state.latin})`, { size: 28 });
  const micr = `${address.pin}${random.digits(3)}`;
  builder.text(60, 250, `IFSC: ${bank.ifsc}`, { size: 28, weight: 'bold' });
  builder.text(560, 250, `MICR: ${micr}`, { size: 28 });
  builder.text(960, 250, `Branch Code: ${bank.ifsc.slice(-5)}`, { size: 28 });
  builder.rect(40, 280, WIDTH - 80, 650, { stroke: '#555555', lineWidth: 2 });
  const opened = `${String(random.int(1, 28)).padStart(2, '0')}/${String(random.int(1, 12)).padStart(2, '0')}/${random.int(2008, 2023)}`;
  const fields: [string, string][] = [
    ['Account No. / खाता सं.', bank.accountNumber],
    ['CIF No.', String(random.int(7, 9)) + random.digits(10)],
    ['Account Type', 'Savings Bank Account'],
    ['Name / नाम', person.name.latin],
    [person.relation, person.fatherName.latin],
  ];
  let baseline = 340;
  for (const [label, value] of fields) {
    builder.text(80, baseline, label, { size: 28, colour: '#333333' });
    builder.text(440, baseline, `: ${value}`, { size: 30, weight: label.startsWith('Account No') ? 'bold' : 'regular' });
    baseline += 62;
  }
  builder.text(80, baseline, 'Address / पता', { size: 28, colour: '#333333' });
  baseline = builder.wrap(440, baseline, 1000, 46, `: ${englishAddress(person)}`, { size: 30 }) + 16;
  const trailing: [string, string][] = [
    ['Mobile No.', `9${random.digits(9)}`],
    ['Date of Opening', opened],
    ['Nomination', 'Registered'],
  ];
  for (const [label, value] of trailing) {
    builder.text(80, baseline, label, { size: 28, colour: '#333333' });
    builder.text(440, baseline, `: ${value}`, { size: 30 });
    baseline += 62;
  }
  drawSignature(builder, random, 1080, 985, 300);
  builder.text(1440, 1035, 'Branch Manager / शाखा प्रबंधक', { size: 24, align: 'right' });
  return builder.page;
}
