import { and, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { uploadSessions, type UploadSessionRow } from '../db/schema';

export type NewUploadSession = typeof uploadSessions.$inferInsert;
export type UploadPart = UploadSessionRow['parts'][number];

/** The rows of resumable uploads (docs/design.md#resumable-uploads); their bytes are parts in the file store. */
export function createUploadSessionRepository(db: Db) {
  return {
    async insert(row: NewUploadSession): Promise<void> {
      await db.insert(uploadSessions).values(row);
    },

    async find(id: string): Promise<UploadSessionRow | undefined> {
      const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
      return row;
    },

    /** The user's sessions not yet completed nor expired. */
    async countOpen(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadSessions)
        .where(
          and(eq(uploadSessions.userId, userId), isNull(uploadSessions.fileId), gt(uploadSessions.expiresAt, now)),
        );
      return Number(row?.n ?? 0);
    },

    /** The user's unfinished sessions for a slot, removed (a new file was chosen for it): their parts are the caller's to delete. */
    removeUnfinished(userId: string, slot: string): Promise<UploadSessionRow[]> {
      return db
        .delete(uploadSessions)
        .where(and(eq(uploadSessions.userId, userId), eq(uploadSessions.slot, slot), isNull(uploadSessions.fileId)))
        .returning();
    },

    /**
     * Appends a stored part if the session still holds exactly `offset` bytes and has not expired: of two
     * requests sending the same chunk only one is counted. Answers the session after, or undefined.
     */
    async appendPart(id: string, offset: number, part: UploadPart, now: Date): Promise<UploadSessionRow | undefined> {
      const [row] = await db
        .update(uploadSessions)
        .set({
          received: sql`${uploadSessions.received} + ${part.bytes}`,
          parts: sql`${uploadSessions.parts} || ${JSON.stringify([part])}::jsonb`,
        })
        .where(
          and(
            eq(uploadSessions.id, id),
            eq(uploadSessions.received, offset),
            isNull(uploadSessions.fileId),
            gt(uploadSessions.expiresAt, now),
            sql`${uploadSessions.received} + ${part.bytes} <= ${uploadSessions.size}`,
          ),
        )
        .returning();
      return row;
    },

    /** Claims the turning of a whole session into a document until `until`; undefined when another holds it. */
    async claimCompletion(id: string, now: Date, until: Date): Promise<UploadSessionRow | undefined> {
      const [row] = await db
        .update(uploadSessions)
        .set({ completingUntil: until })
        .where(
          and(
            eq(uploadSessions.id, id),
            eq(uploadSessions.received, uploadSessions.size),
            isNull(uploadSessions.fileId),
            or(isNull(uploadSessions.completingUntil), lte(uploadSessions.completingUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    async completed(id: string, fileId: string): Promise<void> {
      await db
        .update(uploadSessions)
        .set({ fileId, parts: [], completingUntil: null })
        .where(eq(uploadSessions.id, id));
    },

    async releaseClaim(id: string): Promise<void> {
      await db.update(uploadSessions).set({ completingUntil: null }).where(eq(uploadSessions.id, id));
    },

    async remove(id: string): Promise<UploadSessionRow | undefined> {
      const [row] = await db.delete(uploadSessions).where(eq(uploadSessions.id, id)).returning();
      return row;
    },

    /** Up to `limit` expired sessions, removed: their parts are the caller's to delete. */
    async removeExpired(now: Date, limit: number): Promise<UploadSessionRow[]> {
      const ids = db
        .select({ id: uploadSessions.id })
        .from(uploadSessions)
        .where(lt(uploadSessions.expiresAt, now))
        .limit(limit);
      return db.delete(uploadSessions).where(inArray(uploadSessions.id, ids)).returning();
    },
  };
}

export type UploadSessionRepository = ReturnType<typeof createUploadSessionRepository>;
