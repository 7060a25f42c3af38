import type { Person } from '../person';
import type { Random } from '../random';
import type { PageBuilder } from '../page';

/** A photo frame with a grey head-and-shoulders silhouette. */
export function drawPhoto(builder: PageBuilder, x: number, y: number, width: number, height: number): void {
  builder.rect(x, y, width, height, { fill: '#d9dde2', stroke: '#777777', lineWidth: 2 });
  builder.ellipse(x + width / 2, y + height * 0.84, width * 0.4, height * 0.15, '#8b8f96');
  builder.ellipse(x + width / 2, y + height * 0.4, width * 0.22, height * 0.2, '#9a9ea5');
}

/** A round seal standing in for the national emblem or a bank's logo. */
export function drawSeal(builder: PageBuilder, x: number, y: number, radius: number, colour: string): void {
  builder.ellipse(x, y, radius, radius, colour);
  builder.ellipse(x, y, radius * 0.72, radius * 0.72, '#ffffff');
  builder.ellipse(x, y, radius * 0.45, radius * 0.45, colour);
}

/** A block of random modules that looks like a QR code to a reader (and to OCR, which must ignore it). */
export function drawQrBlock(builder: PageBuilder, random: Random, x: number, y: number, size: number): void {
  const modules = 29;
  const cell = size / modules;
  builder.rect(x, y, size, size, { fill: '#ffffff' });
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      const finder = ((row < 7 || row >= modules - 7) && column < 7) || (row < 7 && column >= modules - 7);
      if (!finder && random.chance(0.5)) builder.rect(x + column * cell, y + row * cell, cell, cell, { fill: '#000000' });
    }
  }
  for (const [column, row] of [[0, 0], [modules - 7, 0], [0, modules - 7]] as const) {
    builder.rect(x + column * cell, y + row * cell, cell * 7, cell * 7, { fill: '#000000' });
    builder.rect(x + (column + 1) * cell, y + (row + 1) * cell, cell * 5, cell * 5, { fill: '#ffffff' });
    builder.rect(x + (column + 2) * cell, y + (row + 2) * cell, cell * 3, cell * 3, { fill: '#000000' });
  }
}

export function drawSignature(builder: PageBuilder, random: Random, x: number, y: number, width: number): void {
  const points: [number, number][] = Array.from({ length: 14 }, (_, index) => [x + (width * index) / 13, y + random.int(-22, 22)]);
  builder.polyline(points, '#1d2a6b', 3);
}

/** DD/MM/YYYY, as printed on Indian cards. */
export function printedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function printedDateOfBirth(person: Person): string {
  return person.dateOfBirth ? printedDate(person.dateOfBirth) : `01/01/${person.yearOfBirth}`;
}

export const RELATION_HINDI: Record<Person['relation'], { card: string; record: string }> = {
  'S/O': { card: 'आत्मज', record: 'पुत्र' },
  'D/O': { card: 'आत्मजा', record: 'पुत्री' },
  'W/O': { card: 'पत्नी', record: 'पत्नी' },
};

const ADDRESS_LABELS: Record<Person['address']['style'], [string, string, string, string]> = {
  labelled: ['Village ', 'Post ', 'Tehsil ', 'District '],
  abbreviated: ['Vill. ', 'P.O. ', 'Teh. ', 'Distt. '],
  plain: ['', '', '', ''],
};

/** The address in the person's own style of writing it (see AddressStyle). */
export function englishAddress(person: Person): string {
  const { style, village, post, tehsil, district, state, pin } = person.address;
  const [villageLabel, postLabel, tehsilLabel, districtLabel] = ADDRESS_LABELS[style];
  return `${villageLabel}${village.latin}, ${postLabel}${post.latin}, ${tehsilLabel}${tehsil.latin}, ${districtLabel}${district.latin}, ${state.latin} - ${pin}`;
}

export function hindiAddress(person: Person): string {
  const { village, post, tehsil, district, state, pin } = person.address;
  return `ग्राम ${village.hindi}, पोस्ट ${post.hindi}, तहसील ${tehsil.hindi}, जिला ${district.hindi}, ${state.hindi} - ${pin}`;
}

export function groupedAadhaar(aadhaar: string): string {
  return aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');
}
