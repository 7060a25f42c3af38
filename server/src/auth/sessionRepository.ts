import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { applications, sessions, users } from '../db/schema';

const liveSessionColumns = {
  sessionId: sessions.id,
  userId: users.id,
  phone: users.phone,
  role: users.role,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

const isLive = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
  );

export function createSessionRepository(db: Db) {
  // Every authenticated request asks this: prepared once (one parse per connection, no query building).
  const findLive = db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(isLive())
    .prepare('find_live_session');
  // The farmer's most frequent call (their own application) in one round trip instead of two, reading only
  // the sealed answer kept for it (not the body it was made from).
  const findLiveWithApplication = db
    .select({
      ...liveSessionColumns,
      application: { id: applications.id, version: applications.version, ownerAnswer: applications.ownerAnswer },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(applications, eq(applications.userId, users.id))
    .where(isLive())
    .prepare('find_live_session_with_application');
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('touch_session');

  return {
    async insert(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /**
     * The live session with this token hash and its user. Live: not revoked, before its absolute
     * expiry, and used after `idleSince`.
     */
    async findLive(tokenHash: string, now: Date, idleSince: Date) {
      const [live] = await findLive.execute({ tokenHash, now: now.toISOString(), idleSince: idleSince.toISOString() });
      return live;
    },

    /** The same, with the user's own application (null when they have none). */
    async findLiveWithApplication(tokenHash: string, now: Date, idleSince: Date) {
      const [live] = await findLiveWithApplication.execute({
        tokenHash,
        now: now.toISOString(),
        idleSince: idleSince.toISOString(),
      });
      return live;
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
