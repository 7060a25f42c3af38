import type { FoundLandRecord } from './found';

/**
 * How sure a land record's parser is of a plot, given perfect OCR: its areas add up to the record's total,
 * no total was read, they differ; or no plot row could be read at all.
 */
export const LAND_CONFIDENCE = { totalMatches: 0.75, noTotal: 0.65, totalDiffers: 0.4, noPlot: 0.3 } as const;

type UnplottedRecord = Pick<
  FoundLandRecord,
  'khataNo' | 'revenueVillage' | 'pargana' | 'tehsil' | 'district' | 'owners'
>;

/**
 * A record none of whose plot rows OCR could read (an area whose separator was lost, a survey number read as
 * letters) still offers its khata, places and holders, for the lawyer to complete. Without a khata, only
 * when two places were read: one place alone is no record (a photo of something else may name a village).
 */
export function recordWithoutPlots(record: UnplottedRecord): FoundLandRecord[] {
  const read = Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as UnplottedRecord;
  const places = (['revenueVillage', 'pargana', 'tehsil', 'district'] as const).filter((key) => read[key]).length;
  return (read.khataNo ? places > 0 : places >= 2) ? [{ ...read, confidence: LAND_CONFIDENCE.noPlot }] : [];
}
