import type { LandRecordSuggestion } from 'shared-api/contract/landRecordSuggestions';

const normalised = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').replace(/^0+(?=.)/, '');

/** Khata, survey (khasra) number and village: what names one plot. Without a survey number, none. */
function plotOf(record: LandRecordSuggestion): string | undefined {
  if (!record.surveyNo) return undefined;
  return [normalised(record.khataNo), normalised(record.surveyNo), (record.revenueVillage ?? '').trim()].join('|');
}

/**
 * The Khasra and the Khatauni list the same plots, so the server's land records may hold one plot twice:
 * prefilling both would count the land twice. Keeps the surest reading of each plot, where the plot was
 * first listed; records that name no plot are all kept.
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
