import type { ExtractedFields } from '../../src/extraction/parsers';
import type { GroundTruth, LandRecordTruth, TruthList } from '../../test-documents';

export interface FieldScore {
  field: string;
  right: boolean;
  expected: string;
  /** The best suggestion, or undefined when the list was empty. */
  got: string | undefined;
}

const collapse = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (text: string) => text.replace(/\D/g, '');
const code = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Addresses differ in commas and hyphens between layouts; only the words and numbers count. */
const words = (text: string) => collapse(text.replace(/[,.;:\-–]/g, ' '));

const NORMALISE: Record<TruthList, (text: string) => string> = {
  applicantNames: collapse,
  fatherNames: collapse,
  bankNames: collapse,
  addresses: words,
  aadharNumbers: digits,
  bankAccountNumbers: digits,
  ages: digits,
  panNumbers: code,
  voterIds: code,
  ifscCodes: code,
};

function scoreList(
  list: TruthList,
  expected: string,
  alsoAccepted: readonly string[],
  fields: ExtractedFields,
): FieldScore {
  const got = fields[list]?.[0]?.value;
  const normalise = NORMALISE[list];
  const right = got !== undefined && [expected, ...alsoAccepted].some((value) => normalise(value) === normalise(got));
  return { field: list, expected, got, right };
}

type LandRecord = NonNullable<ExtractedFields['landRecords']>[number];

const khata = (text: string | undefined) => (text === undefined ? undefined : digits(text).replace(/^0+(?=\d)/, ''));
const survey = (text: string | undefined) => text?.replace(/\s+/g, '');

/** The four land fields of one record; the area counts only in the truth's unit and within 0.01. */
function landFieldScores(truth: LandRecordTruth, record: LandRecord | undefined): FieldScore[] {
  const villageNames = [truth.revenueVillage, truth.revenueVillageLatin];
  const area = record?.landArea === undefined ? undefined : `${record.landArea} ${record.landAreaUnit ?? ''}`.trim();
  return [
    {
      field: 'land.khataNo',
      expected: truth.khataNo,
      got: record?.khataNo,
      right: khata(record?.khataNo) === khata(truth.khataNo),
    },
    {
      field: 'land.surveyNo',
      expected: truth.surveyNo,
      got: record?.surveyNo,
      right: survey(record?.surveyNo) === survey(truth.surveyNo),
    },
    {
      field: 'land.landArea',
      expected: `${truth.landArea} ${truth.landAreaUnit}`,
      got: area,
      right:
        record?.landArea !== undefined &&
        record.landAreaUnit === truth.landAreaUnit &&
        Math.abs(record.landArea - truth.landArea) <= 0.01,
    },
    {
      field: 'land.revenueVillage',
      expected: truth.revenueVillage,
      got: record?.revenueVillage,
      right:
        record?.revenueVillage !== undefined &&
        villageNames.some((name) => collapse(name) === collapse(record.revenueVillage!)),
    },
  ];
}

const ownersText = (owners: readonly { name: string; share?: string }[] | undefined) =>
  (owners ?? []).map((owner) => `${collapse(owner.name)}${owner.share ? ` (${owner.share})` : ''}`).join('; ');

/**
 * What the record says of the whole khata, once a document: its pargana (where it has one), tehsil and district, and its
 * holders with their shares (right only when every holder and share is).
 */
function khataScores(truth: LandRecordTruth, records: readonly LandRecord[]): FieldScore[] {
  const placeScore = (field: 'pargana' | 'tehsil' | 'district', expected: string): FieldScore => {
    const got = records.find((record) => record[field] !== undefined)?.[field];
    return { field: `land.${field}`, expected, got, right: got !== undefined && collapse(got) === collapse(expected) };
  };
  const got = records.find((record) => record.owners !== undefined)?.owners;
  const owners: FieldScore[] = truth.owners
    ? [
        {
          field: 'land.owners',
          expected: ownersText(truth.owners),
          got: got && ownersText(got),
          right: ownersText(got) === ownersText(truth.owners),
        },
      ]
    : [];
  const pargana = truth.pargana === undefined ? [] : [placeScore('pargana', truth.pargana)];
  return [...pargana, placeScore('tehsil', truth.tehsil), placeScore('district', truth.district), ...owners];
}

/**
 * Truth rows and suggested records are paired best match first (the pair with most fields right, then the
 * earlier row and record), so that a record lost or added costs only its own row: paired in the truth's order,
 * a lost row took the next row's record and every row after it was scored against the wrong one.
 */
function scoreLandRecords(truths: readonly LandRecordTruth[], records: readonly LandRecord[]): FieldScore[] {
  const candidates = truths
    .flatMap((truth, row) => records.map((record, at) => ({ row, at, scores: landFieldScores(truth, record) })))
    .map((pair) => ({ ...pair, right: pair.scores.filter((score) => score.right).length }))
    .sort((a, b) => b.right - a.right || a.row - b.row || a.at - b.at);
  const paired = new Map<number, FieldScore[]>();
  const usedRecords = new Set<number>();
  for (const { row, at, scores } of candidates) {
    if (paired.has(row) || usedRecords.has(at)) continue;
    paired.set(row, scores);
    usedRecords.add(at);
  }
  const rows = truths.flatMap((truth, row) => paired.get(row) ?? landFieldScores(truth, undefined));
  return truths[0] ? [...rows, ...khataScores(truths[0], records)] : rows;
}

/** One score per field of the truth: the best suggestion of its list against the expected value. */
export function scoreDocument(truth: GroundTruth, fields: ExtractedFields): FieldScore[] {
  const { landRecords, alsoAccepted = {}, ...lists } = truth;
  const scores = (Object.entries(lists) as [TruthList, string][]).map(([list, expected]) =>
    scoreList(list, expected, alsoAccepted[list] ?? [], fields),
  );
  if (landRecords) scores.push(...scoreLandRecords(landRecords, fields.landRecords ?? []));
  return scores;
}
