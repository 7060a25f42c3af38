import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';

const liveSessionColumns = {
  tokenHash: sessions.tokenHash,
  sessionId: sessions.id,
  userId: users.id,
  phone: users.phone,
  role: users.role,
  name: users.name,
  branchId: users.branchId,
  sanctionLimit: users.sanctionLimit,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** Live: not revoked, before its absolute expiry, used after `idleSince`, and of an active account. */
const isLive = () =>
  and(
    sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`,
    isNull(sessions.revokedAt),
    eq(users.active, true),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
  );

export function createSessionRepository(db: Db) {
  // Every authenticated request asks one of these (with the other requests of its moment): prepared once.
  const findLive = db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(isLive())
    .prepare('find_live_sessions');
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('touch_session');

  return {
    async insert(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The live sessions with these token hashes, each with its user. */
    findLive(tokenHashes: string[], now: Date, idleSince: Date) {
      return findLive.execute({ tokenHashes, now: now.toISOString(), idleSince: idleSince.toISOString() });
    },

    /** Records that the session was used at `now`. */
    async touch(sessionId: string, now: Date): Promise<void> {
      await touch.execute({ sessionId, now: now.toISOString() });
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}
