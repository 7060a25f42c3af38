import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';

export function createSessionRepository(db: Db) {
  return {
    async insert(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /**
     * The live session with this token hash and its user, marking it used now. Live: not revoked,
     * before its absolute expiry, and used after `idleSince`.
     */
    async touchLive(tokenHash: string, now: Date, idleSince: Date) {
      const [live] = await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .from(users)
        .where(
          and(
            eq(sessions.userId, users.id),
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .returning({
          sessionId: sessions.id,
          userId: users.id,
          phone: users.phone,
          role: users.role,
          expiresAt: sessions.expiresAt,
        });
      return live;
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}
