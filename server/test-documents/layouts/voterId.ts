import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawPhoto, drawSeal, drawSignature, printedDate } from './decorations';

export function layoutVoterId(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(1400, 883, 85.6, '#fbfaf2');
  drawSeal(builder, 100, 95, 60, '#5a4a2a');
  builder.text(720, 62, 'भारत निर्वाचन आयोग', { size: 38, weight: 'bold', align: 'center' });
  builder.text(720, 110, 'ELECTION COMMISSION OF INDIA', { size: 36, weight: 'bold', align: 'center' });
  builder.text(720, 155, 'पहचान पत्र / IDENTITY CARD', { size: 28, align: 'center' });
  builder.rect(0, 175, 1400, 4, { fill: '#2b4c8c' });
  builder.text(720, 240, person.epic, { size: 48, weight: 'bold', align: 'center' });
  for (let bar = 0; bar < 40; bar += 1) builder.rect(1010 + bar * 8, 200, random.int(2, 5), 50, { fill: '#000000' });
  drawPhoto(builder, 60, 280, 260, 320);
  const husband = person.relation === 'W/O';
  const ageYear = today.slice(0, 4);
  const birth = person.dateOfBirth
    ? `जन्म तिथि / Date of Birth : ${printedDate(person.dateOfBirth)}`
    : `आयु / Age as on 01.01.${ageYear} : ${Number(ageYear) - person.yearOfBirth - 1}`; // born later in the year
  const lines = [
    `निर्वाचक का नाम : ${person.name.hindi}`,
    `Elector's Name : ${person.name.latin}`,
    `${husband ? 'पति' : 'पिता'} का नाम : ${person.fatherName.hindi}`,
    `${husband ? "Husband's" : "Father's"} Name : ${person.fatherName.latin}`,
    `लिंग / Gender : ${person.gender === 'Male' ? 'पुरुष / Male' : 'महिला / Female'}`,
    birth,
  ];
  // A long name wraps before the card's edge onto a line of its own.
  let baseline = 320;
  for (const line of lines) baseline = builder.wrap(360, baseline, 640, 50, line, { size: 30 }) + 6;
  builder.text(60, 720, `विधानसभा क्षेत्र / Assembly Constituency : ${random.int(100, 403)} - ${person.address.tehsil.latin}`, { size: 24 });
  drawSignature(builder, random, 1000, 790, 300);
  builder.text(1340, 850, 'निर्वाचक रजिस्ट्रीकरण अधिकारी / Electoral Registration Officer', { size: 20, align: 'right' });
  return builder.page;
}
