import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  applications,
  documentExtractions,
  documentFiles,
  documentUploads,
  type DocumentExtractionRow,
  type DocumentFileRow,
} from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

export type NewDocumentFile = typeof documentFiles.$inferInsert;
export type ExtractionResult = Pick<
  DocumentExtractionRow,
  'state' | 'sealedFields' | 'method' | 'millis' | 'finishedAt'
>;

/** The rows of uploaded files and of what was read from them. No bytes: those are in the file store. */
export function createDocumentFileRepository(db: Db) {
  return {
    async find(fileId: string): Promise<DocumentFileRow | undefined> {
      const [row] = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId));
      return row;
    },

    async findMany(fileIds: readonly string[]): Promise<DocumentFileRow[]> {
      if (fileIds.length === 0) return [];
      return db
        .select()
        .from(documentFiles)
        .where(inArray(documentFiles.id, [...fileIds]));
    },

    /** The status of the owner's application, or undefined when they have none. */
    async applicationStatusOf(ownerUserId: string) {
      const [row] = await db
        .select({
          status: applications.status,
          data: applications.data,
          branchId: applications.branchId,
          assignedLawyerId: applications.assignedLawyerId,
        })
        .from(applications)
        .where(eq(applications.userId, ownerUserId));
      return row;
    },

    /**
     * Records the file and, for a farmer's readable document, its pending extraction; the files it replaces
     * (same slot, same uploader, same owner) are superseded and their extractions dropped, all at once.
     * With `replaces: false` it supersedes nothing.
     */
    async insertReplacing(
      file: NewDocumentFile,
      extraction: { userId: string } | undefined,
      now: Date,
      replaces = true,
    ): Promise<DocumentFileRow[]> {
      return db.transaction(async (tx) => {
        const replaced = !replaces
          ? []
          : await tx
              .update(documentFiles)
              .set({ supersededAt: now })
              .where(
                and(
                  eq(documentFiles.slot, file.slot),
                  eq(documentFiles.uploadedBy, file.uploadedBy),
                  file.ownerUserId
                    ? eq(documentFiles.ownerUserId, file.ownerUserId)
                    : isNull(documentFiles.ownerUserId),
                  isNull(documentFiles.supersededAt),
                ),
              )
              .returning();
        if (replaced.length > 0) {
          await tx.delete(documentExtractions).where(
            inArray(
              documentExtractions.fileId,
              replaced.map((row) => row.id),
            ),
          );
        }
        await tx.insert(documentFiles).values(file);
        if (extraction) {
          await tx.insert(documentExtractions).values({
            fileId: file.id!,
            userId: extraction.userId,
            slot: file.slot,
            state: 'pending',
            createdAt: now,
          });
        }
        return replaced;
      });
    },

    /**
     * Records a file the server made for the owner's application (a letter) in place of the slot's
     * current one, which is deleted in the same transaction; answers the rows it replaced.
     */
    async replaceGenerated(file: NewDocumentFile & { ownerUserId: string }): Promise<DocumentFileRow[]> {
      return db.transaction(async (tx) => {
        const replaced = await tx
          .delete(documentFiles)
          .where(and(eq(documentFiles.ownerUserId, file.ownerUserId), eq(documentFiles.slot, file.slot)))
          .returning();
        await tx.insert(documentFiles).values(file);
        return replaced;
      });
    },

    /** The owner's current files in these slots, newest first. */
    async currentInSlots(ownerUserId: string, slots: readonly string[]): Promise<DocumentFileRow[]> {
      return db
        .select()
        .from(documentFiles)
        .where(
          and(
            eq(documentFiles.ownerUserId, ownerUserId),
            inArray(documentFiles.slot, [...slots]),
            isNull(documentFiles.supersededAt),
          ),
        )
        .orderBy(desc(documentFiles.createdAt));
    },

    /** Gives staff uploads to the application that now names them. */
    async attach(fileIds: readonly string[], ownerUserId: string): Promise<void> {
      if (fileIds.length === 0) return;
      await db
        .update(documentFiles)
        .set({ ownerUserId })
        .where(and(inArray(documentFiles.id, [...fileIds]), isNull(documentFiles.ownerUserId)));
    },

    /** Superseded files of the owner's application: candidates for deletion once nothing names them. */
    async superseded(ownerUserId: string): Promise<DocumentFileRow[]> {
      return db
        .select()
        .from(documentFiles)
        .where(and(eq(documentFiles.ownerUserId, ownerUserId), isNotNull(documentFiles.supersededAt)));
    },

    async delete(fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db.delete(documentFiles).where(inArray(documentFiles.id, [...fileIds]));
    },

    async pendingExtraction(fileId: string): Promise<DocumentExtractionRow | undefined> {
      const [row] = await db
        .select()
        .from(documentExtractions)
        .where(and(eq(documentExtractions.fileId, fileId), eq(documentExtractions.state, 'pending')));
      return row;
    },

    /** Stores what was read; nothing when the extraction was dropped meanwhile (logout, reupload). */
    async finishExtraction(fileId: string, result: ExtractionResult): Promise<void> {
      await db
        .update(documentExtractions)
        .set(result)
        .where(and(eq(documentExtractions.fileId, fileId), eq(documentExtractions.state, 'pending')));
    },

    async extractionsOf(userId: string): Promise<DocumentExtractionRow[]> {
      return db.select().from(documentExtractions).where(eq(documentExtractions.userId, userId));
    },

    /**
     * Counts an upload against the user's hourly allowance, if there is room: answers undefined when it was
     * counted, else when the oldest counted upload leaves the window. One user's uploads take turns
     * (an advisory lock), so parallel uploads cannot all slip under the cap.
     */
    async countUpload(userId: string, now: Date, perHour: number): Promise<Date | undefined> {
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
        await tx
          .delete(documentUploads)
          .where(and(eq(documentUploads.userId, userId), lte(documentUploads.createdAt, hourAgo)));
        const recent = await tx
          .select({ createdAt: documentUploads.createdAt })
          .from(documentUploads)
          .where(eq(documentUploads.userId, userId))
          .orderBy(asc(documentUploads.createdAt));
        if (recent.length >= perHour) return new Date(recent[0]!.createdAt.getTime() + HOUR_MS);
        await tx.insert(documentUploads).values({ userId, createdAt: now });
        return undefined;
      });
    },

    async clearExtractions(userId: string): Promise<void> {
      await db.delete(documentExtractions).where(eq(documentExtractions.userId, userId));
    },
  };
}

export type DocumentFileRepository = ReturnType<typeof createDocumentFileRepository>;
