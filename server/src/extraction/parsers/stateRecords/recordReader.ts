import { addFound, type FoundFields, type FoundLandRecord } from '../found';
import { LAND_CONFIDENCE, recordWithoutPlots } from '../landConfidence';
import { withSharesCompleted } from '../shares';
import { withoutLetterBeforeNumber, withoutTrailingDots } from '../text';

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
  area: {
    notation: RegExp;
    value: (parts: number[]) => number;
    unit: 'hectare' | 'acre';
    /** The parts a run of digits may be when OCR lost the notation's separator ("62" for 6-2): each split the notation allows. */
    joined?: (digits: string) => number[][];
  };
  /**
   * Where a table row keeps the khata number when no label names it: the first column (Punjab's khewat) or
   * the last (Karnataka's holders' rows, after each holder's extent). A number repeated on every plot's row
   * (Telangana's khata column) is taken wherever it stands.
   */
  khataColumn: 'first' | 'last';
  /** Karnataka's RTC prints the survey number and its hissa in two columns ("45  2  3-20", "45  *  3-20"). */
  hissaColumn?: boolean;
  /**
   * Letters of the script OCR reads for one of its digits (ASCII here), standing alone in a number's cell; a
   * sign that is no letter ("&" for ೩) also inside a number ("26&" for 263).
   */
  digitLookAlikes?: Readonly<Record<string, string>>;
  /**
   * Relation words between a holder and their father or husband, the word before a holder's share, and
   * whether a holder's row gives their own extent (Karnataka's RTC), which is no plot.
   */
  holders?: { relation: RegExp; shareWord: RegExp; ownExtent?: boolean };
}

/** A share as OCR may give it: whole, or without its numerator ("/4"). */
const SHARE_READ = /^(?:[1-9][0-9]?)?\/[1-9][0-9]?$/;
/** A share whose slash OCR read as a 7 ("੧੭੩" for ੧/੩), which only a share's place can tell. */
const SLASH_READ_AS_SEVEN = /^([1-9])7([1-9][0-9]?)$/;
// OCR voting two reads of a zero-padded number may double a zero ("0000314"): leading zeros do not count.
const INTEGER = /^0{0,3}[0-9]{1,6}$/;
const AREA = /^[0-9]{1,5}\.[0-9]{1,4}$/;
const MAX_NAME_WORDS = 4;
const MAX_PLACE_WORDS = 3;
// More rows than this with an area in doubt, and their readings add up to the total too often by chance.
const MAX_DOUBTFUL_AREAS = 3;

interface Plot {
  surveyNo: string;
  area: number;
  /** The tokens the plot was read from, which are not the khata number. */
  tokens: number[];
  /**
   * Other values the area may have been printed as, when OCR lost or changed its separator ("1-38" read
   * "1.38" or "138"): the record's total decides. `area` is NaN when the read alone gives no value.
   */
  readings?: number[];
  /** Its area is one of its readings, chosen because it meets the record's total (which it then cannot confirm). */
  chosenByTotal?: boolean;
}

function areaValue(match: readonly unknown[], record: StateRecord): number {
  return record.area.value(
    match
      .slice(1)
      .filter((part): part is string => typeof part === 'string')
      .map(Number),
  );
}

// An area's hyphen OCR read as a colon ("12:17" for 12-17); a label's colon has a space beside it.
const COLON_FOR_HYPHEN = /(?<![\d:])(\d{1,3}):(\d{1,2})(?![\d:])/g;

function tokensOf(line: string, record: StateRecord): string[] {
  return (
    line
      .replace(COLON_FOR_HYPHEN, '$1-$2')
      .replace(record.area.notation, (...match) => ` ${areaValue(match, record).toFixed(4)} `)
      .split(/[\s|:;,=]+/)
      // A letter standing alone for a digit it looks like; not one glued to a mark ("(ಕ" is a "*" misread).
      .map((token) => record.digitLookAlikes?.[token] ?? signsAsDigits(token, record.digitLookAlikes))
      // A cell's rule left beside a number reads as a bracket, a point, a dash or an underscore ("_13//10").
      .map((token) => withoutLetterBeforeNumber(token.replace(/^[([]+|[)\]._]+$/g, '').replace(/^[-–_]+/, '')))
      .filter((token) => token !== '')
  );
}

/** A number with a sign OCR read for one of its digits ("26&"): the digit; any other token as it was. */
function signsAsDigits(token: string, lookAlikes: StateRecord['digitLookAlikes']): string {
  if (!lookAlikes || !/[0-9]/.test(token)) return token;
  return [...token]
    .map((character) => (/[\p{L}\p{M}]/u.test(character) ? character : (lookAlikes[character] ?? character)))
    .join('');
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
  return plots.map((plot) => {
    const readings = separatorReadings(tokens[plot.tokens.at(-1)!]!, record);
    return readings.length > 0 ? { ...plot, readings } : plot;
  });
}

/**
 * The values an area may have been printed as when OCR changed or lost its separator: "1.38" or "138" for
 * "1-38" (acres and guntas, whose guntas always take two digits), each split the state's notation allows
 * where it says (`area.joined`). None for an area read in the notation.
 */
function separatorReadings(token: string, record: StateRecord): number[] {
  const dotted = /^([0-9]{1,3})\.([0-9]{2})$/.exec(token);
  const run = /^[0-9]{2,5}$/.test(token) ? token : undefined;
  if (run && record.area.joined)
    return record.area.joined(run).map((parts) => Number(record.area.value(parts).toFixed(4)));
  const printed = dotted
    ? [`${dotted[1]}-${dotted[2]}`]
    : run
      ? Array.from({ length: run.length - 1 }, (_, at) => `${run.slice(0, at + 1)}-${run.slice(at + 1)}`)
      : [];
  return printed.flatMap((candidate) => {
    const match = new RegExp(record.area.notation.source).exec(candidate);
    return match?.[0] === candidate ? [Number(areaValue(match, record).toFixed(4))] : [];
  });
}

/**
 * A row whose area lost its separator ("1069/అ 303" for "3-03", "੧੨ ੬੨" for 6-2): a survey number, then a run
 * of digits that is no area as read, at the row's start, or at its end where the khata starts it. It is a plot
 * only if the record's total says which area it was. A number printed with leading zeros is the khata, which
 * may start a row of either layout ("00258 943 122").
 */
function doubtfulPlotsIn(tokens: readonly string[], record: StateRecord): Plot[] {
  const survey = surveyToken(record);
  return tokens.flatMap((token, index) => {
    const next = tokens[index + 1];
    // Where the row starts with its khata, the survey number and area close it.
    const atRowEdge = record.khataColumn === 'first' ? index === tokens.length - 2 : index <= 1;
    const isSurvey = survey.test(token) && !/^0[0-9]/.test(token);
    if (!atRowEdge || !isSurvey || next === undefined || !/^[0-9]+$/.test(next)) return [];
    const readings = separatorReadings(next, record);
    return readings.length > 0 ? [{ surveyNo: token, area: Number.NaN, tokens: [index, index + 1], readings }] : [];
  });
}

/**
 * The plots with the areas their total confirms, where OCR may have changed or lost a separator: a single
 * choice of readings that makes the areas add up to the total is taken; else an area stays as read, and a
 * row that had none as read is dropped.
 */
function confirmedByTotal(plots: readonly Plot[], total: number | undefined): Plot[] {
  const doubtful = plots.filter((plot) => plot.readings);
  const firm = plots.filter((plot) => !plot.readings).reduce((sum, plot) => sum + plot.area, 0);
  let choices: number[][] = [[]];
  for (const plot of doubtful) {
    const options = Number.isNaN(plot.area) ? plot.readings! : [plot.area, ...plot.readings!];
    choices = choices.flatMap((chosen) => options.map((option) => [...chosen, option]));
  }
  const tolerance = 0.01 + 0.001 * plots.length;
  const fitting =
    total === undefined || doubtful.length === 0 || doubtful.length > MAX_DOUBTFUL_AREAS
      ? []
      : choices.filter((chosen) => Math.abs(firm + chosen.reduce((sum, area) => sum + area, 0) - total) <= tolerance);
  const chosen = fitting.length === 1 ? fitting[0]! : undefined;
  return plots.flatMap((plot) => {
    if (!plot.readings) return [plot];
    const { readings: _readings, ...read } = plot;
    const area = chosen ? chosen[doubtful.indexOf(plot)]! : plot.area;
    if (Number.isNaN(area)) return [];
    return [area === plot.area ? { ...read, area } : { ...read, area, chosenByTotal: true }];
  });
}

/**
 * A survey number, its hissa column and the area after it ("45 2 3.5000"). Without a hissa the column holds
 * "*", which OCR may read as a letter or two and a stroke ("ಡೇ _"): a hissa starts with a digit.
 */
function withHissa(tokens: readonly string[], index: number, survey: RegExp): Plot | undefined {
  const areaAt = tokens.findIndex((token, at) => at > index && at <= index + 3 && AREA.test(token));
  if (areaAt === -1) return undefined;
  // A mark OCR read from the cell's rule or a speck ("_", "'", "ಹ") is no hissa.
  const between = tokens
    .slice(index + 1, areaAt)
    .filter((token) => /[0-9]/.test(token) || [...token.replace(/[^\p{L}\p{M}]/gu, '')].length > 1);
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
    // The label's colon, or a place labelled before it on the line whose colon OCR kept ("ತಾಲ್ಲೂಕು : ಪಾಂಡವಪುರ ಜಿಲ ಮಂಡ್ಯ").
    const colon = match && /^\s*[:;.]/.test(line.slice(match.index + match[0].length));
    const afterPlace =
      match &&
      match.index > 0 &&
      record.labels.otherPlaces.test(` ${line.slice(0, match.index)}`) &&
      line.slice(0, match.index).includes(':');
    if (!match || !(colon || (afterPlace && /^\s/.test(line.slice(match.index + match[0].length))))) continue;
    const rest = line.slice(match.index + match[0].length).replace(/^[\s:;.]+/, '');
    const value = rest.split(record.labels.otherPlaces)[0]!.split(/\s{2,}/)[0]!;
    const words = beforeGluedLabel(value, record.labels.otherPlaces).split(/\s+/).map(withoutTrailingDots);
    const name = words.slice(0, MAX_PLACE_WORDS).filter((part) => word.test(part));
    if (name.length > 0 && word.test(words[0]!)) return name.join(' ');
  }
  return undefined;
}

/**
 * A place name that runs into the next place's label, printed against it ("ಚನ್ನರಾಯಪಟ್ಟಣಜಿಲ್ಲೆ : ಹಾಸನ"), ends
 * where that label begins.
 */
function beforeGluedLabel(value: string, otherPlaces: RegExp): string {
  const colon = value.search(/\s*:/);
  if (colon < 0) return value;
  const before = value.slice(0, colon);
  for (let start = before.lastIndexOf(' ') + 2; start < before.length; start++) {
    if (otherPlaces.test(` ${before.slice(start)} :`)) return before.slice(0, start);
  }
  return before;
}

interface Holder {
  name: string;
  father?: string;
  share?: string;
}

/** The lines a holder's entry may wrap onto in its cell, after the line that names them. */
const MAX_ENTRY_LINES = 2;

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
  // A table's rule OCR read as a bracket may cling to a cell's first word ("[ರಾಮೂ").
  const tokenLines = lines.map((line) =>
    line
      .split(/[\s,|:;]+/)
      .map((token) => token.replace(/^[[(]+|[\])]+$/g, ''))
      .filter((token) => token !== ''),
  );
  const holders = tokenLines.flatMap((tokens, lineAt) => {
    const relations = tokens.flatMap((token, at) => (relation.test(token) ? [at] : []));
    return relations.flatMap((at, nth) => {
      // A letter alone before the name is a speck or a rule OCR read ("ಫ ಕೈಲಾಶ ಪಾಲ").
      const name = nameWords(tokens.slice(0, at).reverse()).reverse();
      while (name.length > 1 && [...name[0]!].length === 1) name.shift();
      if (name.length === 0) return [];
      const father = nameWords(tokens.slice(at + 1));
      // The entry runs to the next holder: on this line, or on the lines its cell wrapped onto.
      const entry = [tokens.slice(at + 1, relations[nth + 1])];
      if (nth === relations.length - 1)
        for (const next of tokenLines.slice(lineAt + 1, lineAt + 1 + MAX_ENTRY_LINES)) {
          if (next.some((token) => relation.test(token))) break;
          entry.push(next);
        }
      const share = shareIn(entry, shareWord);
      return [
        {
          name: name.join(' '),
          ...(father.length > 0 ? { father: father.join(' ') } : {}),
          ...(share === undefined ? {} : { share }),
        },
      ];
    });
  });
  return holders;
}

/**
 * The share after the share word ("ਹਿੱਸਾ 1/2"): whole, or its numerator lost ("/4"), which
 * `withSharesCompleted` may restore. Where the cell wrapped after the share word, the share starts the
 * cell's next line, and the row's other columns (cultivator, khasra, area) stand between them on the word's line.
 */
function shareIn(entry: readonly (readonly string[])[], shareWord: RegExp): string | undefined {
  for (const [lineAt, tokens] of entry.entries()) {
    const wordAt = tokens.findIndex((token) => shareWord.test(token));
    if (wordAt === -1) continue;
    const after = shareRead(tokens[wordAt + 1]);
    if (after !== undefined) return after;
    return shareRead((entry[lineAt + 1] ?? []).find((token) => /[0-9\p{L}]/u.test(token)));
  }
  return undefined;
}

function shareRead(token: string | undefined): string | undefined {
  if (token === undefined || SHARE_READ.test(token)) return token;
  const sevenForSlash = SLASH_READ_AS_SEVEN.exec(token);
  return sevenForSlash ? `${sevenForSlash[1]}/${sevenForSlash[2]}` : undefined;
}

function isHolderLine(line: string, record: StateRecord): boolean {
  const relation = record.holders?.relation;
  return relation !== undefined && line.split(/\s+/).some((token) => relation.test(token));
}

/** A table row of names and numbers: two words of the script or more, a number, and none of the record's labels. */
function isRowOfNames(line: string, record: StateRecord): boolean {
  const word = new RegExp(`^[${record.letters}]{2,}$`);
  const tokens = tokensOf(line, record);
  const { labels } = record;
  return (
    tokens.filter((token) => word.test(token)).length >= 2 &&
    tokens.some((token) => INTEGER.test(token)) &&
    ![labels.khata, labels.survey, labels.area, labels.total, labels.village, labels.tehsil, labels.district].some(
      (label) => label.test(line),
    )
  );
}

/**
 * The khata of a state's record: its labelled number, else the number standing alone in the rows of plots
 * or holders: the one most rows repeat, else the one in the state's khata column.
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
    // The number after the share word is a share whose slash OCR lost ("ਹਿੱਸਾ ੧੭੩"), not the khata.
    const isShare = (index: number) => record.holders?.shareWord.test(tokens[index - 1] ?? '') === true;
    const numbers = tokens.filter((token, index) => INTEGER.test(token) && !used.has(index) && !isShare(index));
    return numbers.length > 0 ? [numbers] : [];
  });
  if (rows.length === 0) {
    // No plot OCR could read: the khata column of a row of names ("అట కైట్‌ లల్లన రమేశ బఘేల 00339"), below
    // the table's heading when OCR kept it, else below the places: the title above may hold a form's number
    // ("ಪಹಣಿ (ಆರ್‌.ಟಿ.ಸಿ) - ನಮೂನೆ 16").
    const { khata, village, tehsil, district } = record.labels;
    const heading = lines.findIndex((line) => khata.test(line));
    const places = lines.findIndex((line) => [village, tehsil, district].some((label) => label.test(line)));
    const row = lines.slice((heading >= 0 ? heading : places) + 1).find((line) => isRowOfNames(line, record));
    const numbers = row ? tokensOf(row, record).filter((token) => INTEGER.test(token)) : [];
    return record.khataColumn === 'last' ? numbers.at(-1) : numbers[0];
  }
  const repeats = new Map<string, number>();
  for (const numbers of rows)
    for (const number of new Set(numbers)) repeats.set(number, (repeats.get(number) ?? 0) + 1);
  // Between numbers repeated as often, the longer: OCR loses a cell's last digit ("౦౦౪౬)" for ౦౦౪౬౫) more than it adds one.
  const [repeated] = [...repeats]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
  if (repeated) return repeated[0];
  const first = rows[0];
  if (!first) return undefined;
  if (record.khataColumn === 'last') return first.at(-1);
  // A khewat may be one digit (੪); a one-digit number before both columns' numbers is a speck on a photo.
  const speck = first.length > 2 && first[0]!.length === 1;
  return speck ? first[1] : first[0];
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
    const read = plotsIn(tokens, record);
    plots.push(...(read.length > 0 ? read : doubtfulPlotsIn(tokens, record)));
  }
  return { plots: confirmedByTotal(plots, total), ...(total === undefined ? {} : { total }) };
}

function confidenceOf(plots: readonly Plot[], total: number | undefined): number {
  if (total === undefined) return LAND_CONFIDENCE.noTotal;
  const sum = plots.reduce((added, plot) => added + plot.area, 0);
  return Math.abs(sum - total) <= 0.01 + 0.001 * plots.length
    ? LAND_CONFIDENCE.totalMatches
    : LAND_CONFIDENCE.totalDiffers;
}

const HOLDER_CONFIDENCE = 0.4;

/** A state's record of rights read with its description: land records, and the holders it names. */
export function readStateRecord(printed: readonly string[], record: StateRecord): FoundFields {
  // One spelling of each letter: OCR gives ਸ਼ as ਸ and a nukta, a font may draw the precomposed letter.
  const lines = printed.map((line) => line.normalize('NFC'));
  const fields: FoundFields = {};
  const { plots, total } = plotsOf(lines, record);
  // A split chosen to meet the total cannot also confirm it.
  const totalChecked = plots.some((plot) => plot.chosenByTotal) ? undefined : total;
  const khataNo = khataOf(lines, record);
  const holders = withSharesCompleted(
    holdersIn(lines, record).filter(
      (holder, index, all) => all.findIndex((other) => other.name === holder.name) === index,
    ),
  );
  const place = {
    revenueVillage: placeAfter(lines, record.labels.village, record),
    tehsil: placeAfter(lines, record.labels.tehsil, record),
    district: placeAfter(lines, record.labels.district, record),
  };
  const confidence = confidenceOf(plots, totalChecked);
  const placed = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
  const named =
    holders.length > 0 ? { owners: holders.map(({ name, share }) => ({ name, ...(share ? { share } : {}) })) } : {};
  if (plots.length === 0) addFound(fields, 'landRecords', recordWithoutPlots({ khataNo, ...placed, ...named }));
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
