import { indicLand, nativeDigits } from '../indicStates';
import { createPage, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSignature, printedDate } from './decorations';
import { drawHeading, drawPlaces, drawTable } from './recordTable';

/**
 * Telangana's Pahani (Adangal): one row per survey number with its extent in acres and guntas, the pattadar
 * and their father's or husband's name in columns of their own, and the khata number, first or last.
 * Telugu or Latin digits.
 */
export function layoutTelanganaPahani(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(1240, 1754, 210);
  const land = indicLand(person, 'Telangana');
  const number = random.chance(0.5) ? (text: string) => nativeDigits(text, 'telugu') : (text: string) => text;
  const fasli = Number(today.slice(0, 4)) - 590;
  drawHeading(builder, ['తెలంగాణ ప్రభుత్వం - రెవెన్యూ శాఖ', 'పహాణీ (అడంగల్)', number(`ఫసలీ : ${fasli}`)]);
  const top = drawPlaces(
    builder,
    250,
    [
      ['రెవెన్యూ గ్రామం', land.village.native],
      ['మండలం', land.tehsil.native],
      ['జిల్లా', land.district.native],
    ],
    random.chance(0.5),
  );
  const khataFirst = random.chance(0.5);
  const names = land.holders.map((holder) => holder.name);
  const fathers = land.holders.map((holder) => holder.fatherName);
  const khata = [number(land.khataNo)];
  const rows = land.plots.map((plot) => {
    const cells = [[number(plot.surveyNo)], [number(plot.printedArea)], names, fathers];
    return khataFirst ? [khata, ...cells] : [...cells, khata];
  });
  const headers = [['సర్వే', 'నంబరు'], ['విస్తీర్ణం', '(ఎ-గుం)'], ['పట్టాదారు పేరు'], ['తండ్రి / భర్త', 'పేరు']];
  const khataHeader = ['ఖాతా', 'నంబరు'];
  const columns = khataFirst ? [50, 190, 350, 530, 870, 1190] : [50, 210, 390, 720, 1030, 1190];
  const guntas = land.plots.reduce((sum, plot) => sum + Math.round(plot.area * 40), 0);
  const totalCells = [['మొత్తం'], [number(`${Math.floor(guntas / 40)}-${String(guntas % 40).padStart(2, '0')}`)], [], []];
  const total = khataFirst ? [[], ...totalCells] : [...totalCells, []];
  const end = drawTable(builder, columns, top + 50, khataFirst ? [khataHeader, ...headers] : [...headers, khataHeader], [...rows, total], {
    bold: [rows.length],
  });
  builder.text(60, end + 100, number(`తేదీ : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, end + 80, 260);
  builder.text(1180, end + 150, 'గ్రామ రెవెన్యూ అధికారి', { size: 24, align: 'right' });
  return builder.page;
}
