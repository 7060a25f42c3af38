import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { READING_QUANTILES, type DocumentReadingFigures } from './metrics';

const RECENT_MINUTES = 15;

interface FiguresRow {
  waiting: string | number;
  recent: string | number;
  quantiles: number[] | null;
}

/** The document queue and recent reading times, from the readings table (every process writes there). */
export async function documentReadingFigures(db: Db, now: Date): Promise<DocumentReadingFigures> {
  const since = new Date(now.getTime() - RECENT_MINUTES * 60_000);
  const result = await db.execute(sql`
    select
      (select count(*) from document_extractions where state = 'pending') as waiting,
      count(*) as recent,
      percentile_cont(array[${sql.raw(READING_QUANTILES.join(','))}]::float8[]) within group (order by millis) as quantiles
    from document_extractions
    where state <> 'pending' and finished_at >= ${since.toISOString()} and millis is not null`);
  // Counts are strings on node-postgres and numbers on PGlite.
  const [row] = (result as unknown as { rows: FiguresRow[] }).rows;
  const recentReadings = Number(row?.recent ?? 0);
  const quantiles = row?.quantiles ?? [];
  return {
    waiting: Number(row?.waiting ?? 0),
    recentReadings,
    recentSeconds:
      recentReadings === 0
        ? []
        : READING_QUANTILES.map((quantile, i) => ({ quantile, seconds: Number(quantiles[i]) / 1000 })),
  };
}
