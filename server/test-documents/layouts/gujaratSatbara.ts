import { indicLand, nativeDigits } from '../indicStates';
import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSignature, printedDate } from './decorations';
import { drawHeading, drawPlaces, drawTable } from './recordTable';

/** "રમેશ સુરેશ પટેલ": a 7/12 holder as he signs, his father's given name in the middle. */
function signedName(name: string, fatherName: string): string {
  const words = name.split(' ');
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : name;
  return `${given} ${fatherName.split(' ')[0]} ${words.length > 1 ? words.at(-1) : ''}`.trim();
}

/**
 * Gujarat's 7/12 extract (village form 7) from AnyRoR: one survey (or block) number, its khata number and its
 * area in hectares, ares and square metres ("01-25-50") with its assessment; the holders with their mutation
 * entry numbers. The land's items are labelled lines beside the holders, or a table. Gujarati or Latin digits.
 */
export function layoutGujaratSatbara(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(1240, 1754, 210);
  const land = indicLand(person, 'Gujarat');
  const plot = land.plots[0]!;
  const number = random.chance(0.5) ? (text: string) => nativeDigits(text, 'gujarati') : (text: string) => text;
  drawHeading(builder, ['ગુજરાત સરકાર - મહેસૂલ વિભાગ', 'ગામ નમૂના નંબર ૭ (૭/૧૨ ઉતારો)', 'હક્કપત્રક']);
  const top = drawPlaces(
    builder,
    250,
    [
      ['ગામ', land.village.native],
      ['તાલુકો', land.tehsil.native],
      ['જિલ્લો', land.district.native],
    ],
    random.chance(0.5),
  );
  const surveyLabel = random.pick(['સર્વે નંબર', 'બ્લોક નંબર']);
  const holders = land.holders.map((holder) => number(`(${random.int(100, 2400)}) ${signedName(holder.name, holder.fatherName)}`));
  const assessment = number((plot.area * 10).toFixed(2));
  let end: number;
  if (random.chance(0.5)) {
    const items = [
      `${surveyLabel} : ${plot.surveyNo}`,
      `ખાતા નંબર : ${land.khataNo}`,
      `ક્ષેત્રફળ (હે.આરે.ચો.મી.) : ${plot.printedArea}`,
      `આકાર રૂ. : ${assessment}`,
    ].map(number);
    builder.text(640, top + 80, 'કબજેદારનું નામ', { size: 26, weight: 'bold' });
    items.forEach((item, index) => builder.text(60, top + 80 + index * 55, item, { size: 26, weight: index === 0 ? 'bold' : 'regular' }));
    holders.forEach((holder, index) => builder.text(640, top + 135 + index * 55, holder, { size: 26 }));
    end = top + 80 + Math.max(items.length, holders.length + 1) * 55;
  } else {
    builder.text(60, top + 70, number(`ખાતા નંબર : ${land.khataNo}`), { size: 30, weight: 'bold' });
    end = drawTable(
      builder,
      [50, 250, 500, 650, 1190],
      top + 110,
      [[surveyLabel], ['ક્ષેત્રફળ', '(હે.આરે.ચો.મી.)'], ['આકાર', '(રૂ.)'], ['કબજેદારનું નામ']],
      [[[number(plot.surveyNo)], [number(plot.printedArea)], [assessment], holders]],
    );
  }
  builder.text(60, end + 100, number(`તારીખ : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, end + 80, 260);
  builder.text(1180, end + 150, 'તલાટી કમ મંત્રી', { size: 24, align: 'right' });
  return builder.page;
}
