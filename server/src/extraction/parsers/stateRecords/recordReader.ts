import { addFound, type FoundFields, type FoundLandRecord } from '../found';

/**
 * What one state's record of rights prints in its own script (Kannada, Gurmukhi, Gujarati, Telugu): its
 * labels, how it writes an area, where it keeps the khata number. Each state's parser is this description.
 */
export interface StateRecord {
  /** The script's letters and signs, as the contents of a regular expression's character class. */
  letters: string;
  labels: {
    khata: RegExp;
    survey: RegExp;
    area: RegExp;
    total: RegExp;
    village: RegExp;
    tehsil: RegExp;
    district: RegExp;
    /** Other labels printed on a place's line, where a place name ends. */
    otherPlaces: RegExp;
  };
  /** The state's area notation ("2-15": acres and guntas) and its value in `unit`. */
  area: { notation: RegExp; value: (parts: number[]) => number; unit: 'hectare' | 'acre' };
  /**
   * Where a table row keeps the khata number when no label names it: the first column (Punjab's khewat) or
   * the last (Karnataka's holders' rows, after each holder's extent). A number repeated on every plot's row
   * (Telangana's khata column) is taken wherever it stands.
   */
  khataColumn: 'first' | 'last';
  /** Karnataka's RTC prints the survey number and its hissa in two columns ("45  2  3-20", "45  *  3-20"). */
  hissaColumn?: boolean;
  /**
   * Relation words between a holder and their father or husband, the word before a holder's share, and
   * whether a holder's row gives their own extent (Karnataka's RTC), which is no plot.
   */
  holders?: { relation: RegExp; shareWord: RegExp; ownExtent?: boolean };
}

const CONFIDENCE = { totalMatches: 0.75, noTotal: 0.65, totalDiffers: 0.4, noPlot: 0.3 };
const SHARE = /^[1-9][0-9]?\/[1-9][0-9]?$/;
// OCR voting two reads of a zero-padded number may double a zero ("0000314"): leading zeros do not count.
const INTEGER = /^0{0,3}[0-9]{1,6}$/;
const AREA = /^[0-9]{1,5}\.[0-9]{1,4}$/;
const MAX_NAME_WORDS = 4;
const MAX_PLACE_WORDS = 3;

interface Plot {
  surveyNo: string;
  area: number;
  /** The tokens the plot was read from, which are not the khata number. */
  tokens: number[];
}

function areaValue(match: readonly unknown[], record: StateRecord): number {
  return record.area.value(
    match
      .slice(1)
      .filter((part): part is string => typeof part === 'string')
      .map(Number),
  );
}

function tokensOf(line: string, record: StateRecord): string[] {
  return line
    .replace(record.area.notation, (...match) => ` ${areaValue(match, record).toFixed(4)} `)
    .split(/[\s|:;,=]+/)
    .map((token) => token.replace(/^[([]+|[)\].]+$/g, '').replace(/^[-–]+/, ''))
    .filter((token) => token !== '');
}

function surveyToken(record: StateRecord): RegExp {
  const letter = `[${record.letters}A-Za-z]`;
  return new RegExp(`^[0-9]{1,5}(?:/{1,2}(?:[0-9]{1,4}${letter}{0,3}|${letter}{1,3}[0-9]?)){0,2}${letter}{0,3}$`);
}

function plotsIn(tokens: readonly string[], record: StateRecord): Plot[] {
  const survey = surveyToken(record);
  const plots: Plot[] = [];
  tokens.forEach((token, index) => {
    if (!survey.test(token) || plots.some((plot) => plot.tokens.includes(index))) return;
    const hissaPlot = record.hissaColumn && INTEGER.test(token) ? withHissa(tokens, index, survey) : undefined;
    if (hissaPlot) {
      plots.push(hissaPlot);
      return;
    }
    const area = tokens[index + 1];
    if (area && AREA.test(area)) plots.push({ surveyNo: token, area: Number(area), tokens: [index, index + 1] });
  });
  return plots;
}

/**
 * A survey number, its hissa column and the area after it ("45 2 3.5000"). Without a hissa the column holds
 * "*", which OCR may read as a letter or two and a stroke ("ಡೇ _"): a hissa starts with a digit.
 */
function withHissa(tokens: readonly string[], index: number, survey: RegExp): Plot | undefined {
  const areaAt = tokens.findIndex((token, at) => at > index && at <= index + 3 && AREA.test(token));
  if (areaAt === -1) return undefined;
  const between = tokens.slice(index + 1, areaAt);
  const hissa = between.filter((token) => /[0-9]/.test(token));
  const taken = Array.from({ length: areaAt - index + 1 }, (_, offset) => index + offset);
  if (between.length === 1 && survey.test(between[0]!))
    return { surveyNo: `${tokens[index]}/${between[0]}`, area: Number(tokens[areaAt]), tokens: taken };
  // No digit in the column: a "*" (no hissa), or a hissa OCR could not read ("6A" read as "ಹಿಗ್ನಿ"), which
  // leaves the survey number and its area to the lawyer's review rather than the whole plot unread.
  if (hissa.length === 0) return { surveyNo: tokens[index]!, area: Number(tokens[areaAt]), tokens: taken };
  return undefined;
}

function valueAfter(line: string, label: RegExp, token: RegExp, record: StateRecord): string | undefined {
  const match = label.exec(line);
  if (!match) return undefined;
  return tokensOf(line.slice(match.index + match[0].length), record).find((candidate) => token.test(candidate));
}

function placeAfter(lines: readonly string[], label: RegExp, record: StateRecord): string | undefined {
  const word = new RegExp(`^[${record.letters}]+$`);
  for (const line of lines) {
    const match = label.exec(line);
    if (!match || !/^\s*[:;.]/.test(line.slice(match.index + match[0].length))) continue;
    const rest = line.slice(match.index + match[0].length).replace(/^[\s:;.]+/, '');
    const words = rest
      .split(record.labels.otherPlaces)[0]!
      .split(/\s{2,}/)[0]!
      .split(/\s+/);
    const name = words.slice(0, MAX_PLACE_WORDS).filter((part) => word.test(part));
    if (name.length > 0 && word.test(words[0]!)) return name.join(' ');
  }
  return undefined;
}

interface Holder {
  name: string;
  father?: string;
  share?: string;
}

function holdersIn(lines: readonly string[], record: StateRecord): Holder[] {
  if (!record.holders) return [];
  const { relation, shareWord } = record.holders;
  // A word of the name, or an initial before it ("ಪೀ. ಆರ. ತಿಮ್ಮೈಯಾ", as South Indian names are written).
  const word = new RegExp(`^[${record.letters}]+$|^[${record.letters}]{1,4}\\.$`);
  const nameWords = (tokens: readonly string[]) => {
    const words: string[] = [];
    for (const token of tokens) {
      if (!word.test(token) || relation.test(token) || shareWord.test(token) || words.length === MAX_NAME_WORDS) break;
      words.push(token);
    }
    return words;
  };
  return lines.flatMap((line) => {
    const tokens = line.split(/[\s,|:;]+/).filter((token) => token !== '');
    return tokens.flatMap((token, at) => {
      if (!relation.test(token)) return [];
      // A letter alone before the name is a speck or a rule OCR read ("ಫ ಕೈಲಾಶ ಪಾಲ").
      const name = nameWords(tokens.slice(0, at).reverse()).reverse();
      while (name.length > 1 && [...name[0]!].length === 1) name.shift();
      if (name.length === 0) return [];
      const father = nameWords(tokens.slice(at + 1));
      const shareAt = tokens.findIndex(
        (candidate, index) => index > at && SHARE.test(candidate) && shareWord.test(tokens[index - 1] ?? ''),
      );
      return [
        {
          name: name.join(' '),
          ...(father.length > 0 ? { father: father.join(' ') } : {}),
          ...(shareAt === -1 ? {} : { share: tokens[shareAt] }),
        },
      ];
    });
  });
}

function isHolderLine(line: string, record: StateRecord): boolean {
  const relation = record.holders?.relation;
  return relation !== undefined && line.split(/\s+/).some((token) => relation.test(token));
}

/**
 * The khata of a state's record: its labelled number, else the number standing alone in the rows of plots
 * or holders: the one most rows repeat, else the one in the state's khata column. A khewat of one digit is
 * rare beside a khatoni number, and a one-digit number at a row's start is more often a speck on a photo.
 */
function khataOf(lines: readonly string[], record: StateRecord): string | undefined {
  for (const line of lines) {
    const labelled = valueAfter(line, record.labels.khata, INTEGER, record);
    if (labelled) return labelled;
  }
  const rows = lines.flatMap((line) => {
    const tokens = tokensOf(line, record);
    const plots = plotsIn(tokens, record);
    if (plots.length === 0 && !isHolderLine(line, record)) return [];
    const used = new Set(plots.flatMap((plot) => plot.tokens));
    const numbers = tokens.filter((token, index) => INTEGER.test(token) && !used.has(index));
    return numbers.length > 0 ? [numbers] : [];
  });
  const repeats = new Map<string, number>();
  for (const numbers of rows)
    for (const number of new Set(numbers)) repeats.set(number, (repeats.get(number) ?? 0) + 1);
  const [repeated] = [...repeats].filter(([, count]) => count > 1).sort((a, b) => b[1] - a[1]);
  if (repeated) return repeated[0];
  const first = rows[0];
  if (!first) return undefined;
  if (record.khataColumn === 'last') return first.at(-1);
  return first.find((number) => number.length > 1) ?? first[0];
}

/** The plots of the record, from its table rows or from labelled lines ("ಸರ್ವೆ ನಂಬರ್ : 45/2" then "ವಿಸ್ತೀರ್ಣ : 3-20"), and its total. */
function plotsOf(lines: readonly string[], record: StateRecord): { plots: Plot[]; total?: number } {
  const plots: Plot[] = [];
  let total: number | undefined;
  let pendingSurvey: string | undefined;
  const survey = surveyToken(record);
  for (const line of lines) {
    const tokens = tokensOf(line, record);
    const areas = tokens.filter((token) => AREA.test(token));
    if (record.labels.total.test(line) && areas.length > 0) {
      total = Number(areas.at(-1));
      continue;
    }
    const labelledSurvey = valueAfter(line, record.labels.survey, survey, record);
    const labelledArea = valueAfter(line, record.labels.area, AREA, record);
    const surveyNo = labelledSurvey ?? pendingSurvey;
    if (surveyNo && labelledArea) {
      plots.push({ surveyNo, area: Number(labelledArea), tokens: [] });
      pendingSurvey = undefined;
      continue;
    }
    if (labelledSurvey) {
      pendingSurvey = labelledSurvey;
      continue;
    }
    // An area in the state's own notation ("00-19-40") under a labelled survey number whose label OCR lost.
    const notation = new RegExp(record.area.notation.source).exec(line);
    if (pendingSurvey && notation) {
      plots.push({ surveyNo: pendingSurvey, area: Number(areaValue(notation, record).toFixed(4)), tokens: [] });
      pendingSurvey = undefined;
      continue;
    }
    if (record.holders?.ownExtent && isHolderLine(line, record)) continue;
    plots.push(...plotsIn(tokens, record));
  }
  return { plots, ...(total === undefined ? {} : { total }) };
}

function confidenceOf(plots: readonly Plot[], total: number | undefined): number {
  if (total === undefined) return CONFIDENCE.noTotal;
  const sum = plots.reduce((added, plot) => added + plot.area, 0);
  return Math.abs(sum - total) <= 0.01 + 0.001 * plots.length ? CONFIDENCE.totalMatches : CONFIDENCE.totalDiffers;
}

const HOLDER_CONFIDENCE = 0.4;

/** A state's record of rights read with its description: land records, and the holders it names. */
export function readStateRecord(printed: readonly string[], record: StateRecord): FoundFields {
  // One spelling of each letter: OCR gives ਸ਼ as ਸ and a nukta, a font may draw the precomposed letter.
  const lines = printed.map((line) => line.normalize('NFC'));
  const fields: FoundFields = {};
  const { plots, total } = plotsOf(lines, record);
  const khataNo = khataOf(lines, record);
  const holders = holdersIn(lines, record).filter(
    (holder, index, all) => all.findIndex((other) => other.name === holder.name) === index,
  );
  const place = {
    revenueVillage: placeAfter(lines, record.labels.village, record),
    tehsil: placeAfter(lines, record.labels.tehsil, record),
    district: placeAfter(lines, record.labels.district, record),
  };
  const confidence = confidenceOf(plots, total);
  const placed = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
  const named =
    holders.length > 0 ? { owners: holders.map(({ name, share }) => ({ name, ...(share ? { share } : {}) })) } : {};
  // A plot row OCR could not read (an area whose hyphen was lost) does not lose the khata, its places and
  // holders: they are offered without a survey number and area, for the lawyer to complete.
  if (plots.length === 0 && khataNo && Object.keys(placed).length > 0)
    addFound(fields, 'landRecords', [{ khataNo, ...placed, ...named, confidence: CONFIDENCE.noPlot }]);
  const records = plots.map((plot): FoundLandRecord => ({
    ...(khataNo ? { khataNo } : {}),
    surveyNo: plot.surveyNo,
    landArea: plot.area,
    landAreaUnit: record.area.unit,
    ...placed,
    ...named,
    confidence,
  }));
  addFound(fields, 'landRecords', records);
  addFound(
    fields,
    'applicantNames',
    holders.slice(0, 1).map(({ name }) => ({ value: name, confidence: HOLDER_CONFIDENCE })),
  );
  addFound(
    fields,
    'familyMemberNames',
    holders.slice(1).map(({ name }) => ({ value: name, confidence: HOLDER_CONFIDENCE })),
  );
  const father = holders[0]?.father;
  addFound(fields, 'fatherNames', father ? [{ value: father, confidence: HOLDER_CONFIDENCE }] : []);
  return fields;
}
