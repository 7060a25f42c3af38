import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/connect';

/** The rows of a raw query; both drivers answer `{ rows }`, typed differently. */
export async function queryRows<Row = Record<string, unknown>>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
