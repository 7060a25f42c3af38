/**
 * Land-record suggestions read from the Khasra/Khatauni (docs/requirements.md#r10-land-record-suggestions): one entry per land
 * record found, offered to prefill step 5. Sent by GET /file/suggestions as `suggestions.landRecords`
 * beside the spec's eleven lists; the field is optional so servers without it still fit.
 */
export interface LandRecordSuggestion {
  khataNo?: string;
  surveyNo?: string;
  /** A number, in `landAreaUnit`. */
  landArea?: number;
  landAreaUnit?: 'acre' | 'hectare';
  revenueVillage?: string;
  /** Where the record places the village, for the lawyer to check against the farmer's address. */
  pargana?: string;
  tehsil?: string;
  district?: string;
  /** The khata's holders as the record names them, with the share it gives each when it names one ("1/2"). */
  owners?: LandOwnerSuggestion[];
  /** The document slot it was read from: 'khasraCopy' or 'khatauniCopy'. */
  source: string;
  confidence?: number;
  /** True when a person should check it against the document before relying on it (OCR of land records). */
  needsReview?: boolean;
}

export interface LandOwnerSuggestion {
  name: string;
  share?: string;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function ownersOf(value: unknown): LandOwnerSuggestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): LandOwnerSuggestion[] => {
    const raw = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const name = textOf(raw.name);
    const share = textOf(raw.share);
    return name ? [{ name, ...(share ? { share } : {}) }] : [];
  });
}

function areaOf(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The land-record suggestions of an answer's `suggestions`, whatever else it holds: entries that are not
 * objects, or that carry none of the four land fields, are left out.
 */
export function readLandRecordSuggestions(suggestions: unknown): LandRecordSuggestion[] {
  if (typeof suggestions !== 'object' || suggestions === null) return [];
  const list = (suggestions as { landRecords?: unknown }).landRecords;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): LandRecordSuggestion[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const raw = entry as Record<string, unknown>;
    const record: LandRecordSuggestion = { source: textOf(raw.source) ?? '' };
    const khataNo = textOf(raw.khataNo);
    const surveyNo = textOf(raw.surveyNo);
    const landArea = areaOf(raw.landArea);
    const revenueVillage = textOf(raw.revenueVillage);
    if (khataNo) record.khataNo = khataNo;
    if (surveyNo) record.surveyNo = surveyNo;
    if (landArea !== undefined) {
      record.landArea = landArea;
      // The two units of AREA_UNITS, spelled out here: importing the option lists would copy them into this
      // module's own browser chunk (contract modules are shared one by one).
      record.landAreaUnit = raw.landAreaUnit === 'hectare' ? 'hectare' : 'acre';
    }
    if (revenueVillage) record.revenueVillage = revenueVillage;
    for (const place of ['pargana', 'tehsil', 'district'] as const) {
      const name = textOf(raw[place]);
      if (name) record[place] = name;
    }
    const owners = ownersOf(raw.owners);
    if (owners.length > 0) record.owners = owners;
    if (typeof raw.confidence === 'number') record.confidence = raw.confidence;
    if (typeof raw.needsReview === 'boolean') record.needsReview = raw.needsReview;
    const found = khataNo || surveyNo || landArea !== undefined || revenueVillage;
    return found ? [record] : [];
  });
}

interface LandRecordFields {
  khataNo: string;
  surveyNo: string;
  landArea: number | string;
  landAreaUnit: string;
  revenueVillage: string;
}

/** A land record nobody has typed into yet (its unit and crops do not count). */
export function isBlankLandRecord(land: LandRecordFields): boolean {
  return (
    land.khataNo.trim() === '' &&
    land.surveyNo.trim() === '' &&
    String(land.landArea).trim() === '' &&
    land.revenueVillage.trim() === ''
  );
}

/**
 * Land records with the suggestions filled in: the first blank records take the suggestions in order, and
 * a new record (made by `blank`) is added for each suggestion left over. Typed records are never changed.
 * Returns the same array when nothing was filled.
 */
export function prefillLandRecords<Land extends LandRecordFields>(
  lands: readonly Land[],
  suggestions: readonly LandRecordSuggestion[],
  blank: () => Land,
): readonly Land[] {
  if (suggestions.length === 0) return lands;
  const filled = [...lands];
  const pending = [...suggestions];
  const fill = (land: Land, suggestion: LandRecordSuggestion): Land => ({
    ...land,
    khataNo: suggestion.khataNo ?? land.khataNo,
    surveyNo: suggestion.surveyNo ?? land.surveyNo,
    landArea: suggestion.landArea ?? land.landArea,
    landAreaUnit: suggestion.landAreaUnit ?? land.landAreaUnit,
    revenueVillage: suggestion.revenueVillage ?? land.revenueVillage,
  });
  for (let index = 0; index < filled.length && pending.length > 0; index += 1) {
    if (isBlankLandRecord(filled[index]!)) filled[index] = fill(filled[index]!, pending.shift()!);
  }
  for (const suggestion of pending) filled.push(fill(blank(), suggestion));
  return filled.length === lands.length && filled.every((land, index) => land === lands[index]) ? lands : filled;
}

const plotPart = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').replace(/^0+(?=.)/, '');

/**
 * Khata, survey (khasra) number and village: what names one plot, however spaced, zero-padded ('00738') or
 * capitalised. Without a survey number, none.
 */
function plotOf(record: LandRecordSuggestion): string | undefined {
  if (!record.surveyNo) return undefined;
  const village = (record.revenueVillage ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return [plotPart(record.khataNo), plotPart(record.surveyNo), village].join('|');
}

/**
 * The Khasra and the Khatauni list the same plots: offering both readings would count the land twice. Keeps
 * the surest reading of each plot, where the plot was first listed; records that name no plot are all kept.
 * The server answers the land records through this.
 */
export function oneReadingPerPlot(records: readonly LandRecordSuggestion[]): LandRecordSuggestion[] {
  const kept: LandRecordSuggestion[] = [];
  const indexOfPlot = new Map<string, number>();
  for (const record of records) {
    const plot = plotOf(record);
    const index = plot === undefined ? undefined : indexOfPlot.get(plot);
    if (index === undefined) {
      if (plot !== undefined) indexOfPlot.set(plot, kept.length);
      kept.push(record);
    } else if ((record.confidence ?? 0) > (kept[index]!.confidence ?? 0)) {
      kept[index] = record;
    }
  }
  return kept;
}
