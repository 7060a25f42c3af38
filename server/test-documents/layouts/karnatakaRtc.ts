import { indicLand, nativeDigits } from '../indicStates';
import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSignature, printedDate } from './decorations';
import { drawHeading, drawPlaces, drawTable } from './recordTable';

const RELATION: Record<Person['relation'], string> = { 'S/O': 'ಬಿನ್', 'D/O': 'ತಂದೆ', 'W/O': 'ಕೋಂ' };
const MUTATIONS = ['ಪೌತಿ', 'ಖರೀದಿ', 'ವಿಭಾಗ'];

/** Acres-guntas of a holder's share of the survey number's extent ("1-10"). */
function holderExtent(guntas: number, share: string): string {
  const [part, whole = '1'] = share.split('/');
  const held = Math.round((guntas * Number(part)) / Number(whole));
  return `${Math.floor(held / 40)}-${String(held % 40).padStart(2, '0')}`;
}

/**
 * Karnataka's RTC (Pahani, Form 16) from Bhoomi: one survey number with its hissa and extent in acres and
 * guntas, then its holders, each with the extent they hold and their khata number. The survey number and
 * hissa stand in two columns of the land table or on one labelled line; numbers in Kannada or Latin digits.
 */
export function layoutKarnatakaRtc(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(1240, 1754, 210);
  const land = indicLand(person, 'Karnataka');
  const plot = land.plots[0]!;
  const number = random.chance(0.5) ? (text: string) => nativeDigits(text, 'kannada') : (text: string) => text;
  const year = Number(today.slice(0, 4));
  drawHeading(builder, ['ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಕಂದಾಯ ಇಲಾಖೆ', 'ಪಹಣಿ (ಆರ್.ಟಿ.ಸಿ) - ನಮೂನೆ 16', number(`ವರ್ಷ : ${year - 1}-${String(year).slice(2)}`)]);
  let top = drawPlaces(
    builder,
    250,
    [
      ['ಗ್ರಾಮ', land.village.native],
      ['ಹೋಬಳಿ', 'ಕಸಬಾ'],
      ['ತಾಲ್ಲೂಕು', land.tehsil.native],
      ['ಜಿಲ್ಲೆ', land.district.native],
    ],
    random.chance(0.5),
  );
  const guntas = Math.round(plot.area * 40);
  if (random.chance(0.5)) {
    top = drawTable(
      builder,
      [50, 230, 410, 700, 940, 1190],
      top + 50,
      [['ಸರ್ವೆ ನಂ.'], ['ಹಿಸ್ಸಾ ನಂ.'], ['ಒಟ್ಟು ವಿಸ್ತೀರ್ಣ', '(ಎ-ಗುಂ)'], ['ಖರಾಬು', '(ಎ-ಗುಂ)'], ['ಮಣ್ಣಿನ ವಿಧ']],
      [[[number(plot.survey)], [number(plot.hissa)], [number(plot.printedArea)], [number('0-00')], ['ಕೆಂಪು']]],
    );
  } else {
    builder.text(60, top + 70, number(`ಸರ್ವೆ ನಂಬರ್ : ${plot.surveyNo}`), { size: 30, weight: 'bold' });
    builder.text(60, top + 120, number(`ವಿಸ್ತೀರ್ಣ : ${plot.printedArea} (ಎ-ಗುಂ)`), { size: 28 });
    top += 130;
  }
  const shared = land.holders.length > 1;
  const holderRows = land.holders.map((holder) => [
    [`${holder.name} ${RELATION[holder.relation]} ${holder.fatherName}`],
    [number(shared ? holderExtent(guntas, holder.share) : plot.printedArea)],
    [number(String(Number(land.khataNo)))],
    [random.pick(MUTATIONS)],
  ]);
  const end = drawTable(builder, [50, 620, 820, 1000, 1190], top + 50, [['ಖಾತೆದಾರರ ಹೆಸರು'], ['ವಿಸ್ತೀರ್ಣ', '(ಎ-ಗುಂ)'], ['ಖಾತೆ ಸಂಖ್ಯೆ'], ['ಹಕ್ಕಿನ ವಿಧ']], holderRows);
  builder.text(60, end + 100, number(`ದಿನಾಂಕ : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, end + 80, 260);
  builder.text(1180, end + 150, 'ಗ್ರಾಮ ಲೆಕ್ಕಾಧಿಕಾರಿ', { size: 24, align: 'right' });
  return builder.page;
}
