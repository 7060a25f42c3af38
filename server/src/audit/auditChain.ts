import { createHash } from 'node:crypto';
import { asc, desc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/connect';
import { applicationEvents, type ApplicationEventRow } from '../db/schema';

/** What an audit event records; the id, the chain's hashes are the book's. */
export type AuditEventValues = Omit<typeof applicationEvents.$inferInsert, 'id' | 'prevHash' | 'hash'>;

/** Names the transaction-scoped advisory lock that lets one writer at a time append to the chain. */
const AUDIT_CHAIN_LOCK = 4_711_2026;

/** JSON with every object's keys sorted: jsonb gives keys back in its own order, the hash must not see it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The event's content as hashed: every column but id and hash, absent ones as null. */
function hashedContent(event: AuditEventValues & { prevHash: string | null }) {
  return {
    applicationId: event.applicationId ?? null,
    subjectType: event.subjectType ?? 'application',
    subjectId: event.subjectId ?? null,
    actorUserId: event.actorUserId ?? null,
    actorRole: event.actorRole ?? null,
    actorName: event.actorName ?? null,
    actorBranch: event.actorBranch ?? null,
    action: event.action,
    changedFields: event.changedFields ?? [],
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    remarks: event.remarks ?? null,
    details: event.details ?? null,
    changes: event.changes ?? null,
    at: event.at,
    prevHash: event.prevHash,
  };
}

export function eventHash(event: AuditEventValues & { prevHash: string | null }): string {
  return createHash('sha256')
    .update(canonicalJson(hashedContent(event)))
    .digest('hex');
}

/**
 * Appends an event in the writer's transaction, chained to the last one. The advisory lock, held until the
 * commit, makes writers append one at a time, so the chain's order is the ids' order on PostgreSQL with any
 * number of server processes.
 */
export async function appendAuditEvent(tx: DbTransaction | Db, event: AuditEventValues): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx
    .select({ hash: applicationEvents.hash })
    .from(applicationEvents)
    .orderBy(desc(applicationEvents.id))
    .limit(1);
  const prevHash = last?.hash ?? null;
  await tx.insert(applicationEvents).values({ ...event, prevHash, hash: eventHash({ ...event, prevHash }) });
}

export interface ChainReport {
  /** Events checked (those written since the chain began). */
  checked: number;
  /** Events from before the chain existed (no hash), which it cannot vouch for. */
  beforeChain: number;
  /** The first event whose content or link does not match, and why. */
  firstBroken?: { id: number; reason: 'content' | 'link' | 'missingHash' };
}

const PAGE = 5000;

/** Recomputes every hash in id order and checks each event points at the one before. */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  const [first] = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(isNotNull(applicationEvents.hash))
    .orderBy(asc(applicationEvents.id))
    .limit(1);
  const [{ count: before } = { count: 0 }] = await db
    .select({ count: sql<number | string>`count(*)` })
    .from(applicationEvents)
    .where(first ? sql`${applicationEvents.id} < ${first.id}` : undefined);
  const report: ChainReport = { checked: 0, beforeChain: Number(before) };
  if (!first) return report;
  // With no event before the chain, the first one must point at nothing: its removal is then found too.
  let previous: string | null | undefined = report.beforeChain === 0 ? null : undefined;
  let afterId = first.id - 1;
  for (;;) {
    const rows: ApplicationEventRow[] = await db
      .select()
      .from(applicationEvents)
      .where(gt(applicationEvents.id, afterId))
      .orderBy(asc(applicationEvents.id))
      .limit(PAGE);
    for (const row of rows) {
      const broken = checkEvent(row, previous);
      if (broken) return { ...report, firstBroken: { id: row.id, reason: broken } };
      previous = row.hash;
      report.checked += 1;
    }
    if (rows.length < PAGE) return report;
    afterId = rows.at(-1)!.id;
  }
}

function checkEvent(
  row: ApplicationEventRow,
  previous: string | null | undefined,
): 'content' | 'link' | 'missingHash' | undefined {
  if (!row.hash) return 'missingHash';
  // The first chained event may follow events from before the chain: its link is whatever it recorded.
  if (previous !== undefined && row.prevHash !== previous) return 'link';
  return eventHash(row) === row.hash ? undefined : 'content';
}
