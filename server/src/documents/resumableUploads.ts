import { randomUUID } from 'node:crypto';
import {
  RESUMABLE_UPLOAD,
  type CreateUploadSession,
  type UploadSessionAnswer,
  type UploadTarget,
} from '@kisan-credit/shared-api/contract/resumableUpload';
import type { Clock } from '../clock';
import type { UploadSessionRow } from '../db/schema';
import { Conflict, DomainError, Forbidden, Invalid, NotFound, TooLarge, TooMany } from '../domain/errors';
import type { FileStorage } from '../files/storage/fileStorage';
import type { DocumentCaller, DocumentService } from './documentService';
import { documentUrl, fileIdOfUrl } from './documentUrls';
import type { UploadSessionRepository } from './uploadSessionRepository';
import {
  GUARANTOR_SLOT,
  guarantorUploadSlot,
  isDocumentSlot,
  mayUploadTo,
  replacesEarlierUpload,
  type UploadSlot,
} from './uploadRules';

export interface ResumableUploadsOptions {
  sessions: UploadSessionRepository;
  /** Where the parts are kept until the document is whole: the documents' own (encrypted) store. */
  storage: FileStorage;
  documents: DocumentService;
  clock: Clock;
  maxBytes: number;
  /** Told when an abandoned part could not be deleted (it is then left in the store). */
  onCleanupFailure?: (key: string, error: Error) => void;
}

/** How long one request may spend turning the parts into a document before another may try. */
const COMPLETION_CLAIM_MS = 60_000;
/** Expired sessions removed at each new session: abandoned parts go without a scheduler. */
const EXPIRED_SWEEP = 20;
/** Expired sessions removed per statement by the scheduled sweep. */
const SCHEDULED_SWEEP_BATCH = 200;

/** The slot a target names, as the single-request calls resolve their query. */
export function slotOfTarget(target: UploadTarget): UploadSlot | undefined {
  if ('doctype' in target) return isDocumentSlot(target.doctype) ? target.doctype : undefined;
  if (target.guarantor === 'any') return GUARANTOR_SLOT;
  return 'document' in target ? guarantorUploadSlot(target.guarantor, target.document) : undefined;
}

const partKey = (sessionId: string) => `upload-${sessionId}-${randomUUID()}`;

/**
 * Resumable uploads (docs/design.md#resumable-uploads): a session for one slot and size, chunks appended at the
 * offset the server holds, and, once whole, the same upload (type sniffing, size, rate, slot rules) as a
 * single-request upload makes. A session is its creator's alone: anyone else is told there is none.
 */
export function createResumableUploads({
  sessions,
  storage,
  documents,
  clock,
  maxBytes,
  onCleanupFailure,
}: ResumableUploadsOptions) {
  async function deleteParts(rows: readonly UploadSessionRow[]) {
    for (const part of rows.flatMap((row) => row.parts)) {
      await storage.delete(part.key).catch((error: Error) => onCleanupFailure?.(part.key, error));
    }
  }

  const answer = (row: UploadSessionRow): UploadSessionAnswer => ({
    id: row.id,
    offset: row.received,
    size: row.size,
    expiresAt: row.expiresAt.toISOString(),
    ...(row.fileId ? { url: documentUrl(row.fileId) } : {}),
  });

  /** The caller's own live session, or the same 404 for a missing, expired or someone else's. */
  async function ownSession(caller: DocumentCaller, id: string): Promise<UploadSessionRow> {
    const row = await sessions.find(id);
    if (!row || row.userId !== caller.userId || row.expiresAt <= clock()) throw new NotFound('uploadSessionNotFound');
    return row;
  }

  async function complete(caller: DocumentCaller, row: UploadSessionRow): Promise<UploadSessionAnswer> {
    const now = clock();
    const claimed = await sessions.claimCompletion(row.id, now, new Date(now.getTime() + COMPLETION_CLAIM_MS));
    if (!claimed) {
      const current = await ownSession(caller, row.id);
      if (current.fileId) return answer(current);
      throw new Conflict('uploadCompleting');
    }
    try {
      const parts = await Promise.all(claimed.parts.map((part) => storage.get(part.key)));
      const bytes = Buffer.concat(parts.map((part) => part ?? Buffer.alloc(0)));
      // A part the store lost cannot be sent again by offset: the session starts over.
      if (parts.some((part) => part === undefined) || bytes.length !== claimed.size) {
        throw new Invalid('malformedUpload');
      }
      const { url } = await documents.upload(caller, claimed.slot as UploadSlot, bytes, claimed.fileName ?? undefined);
      await sessions.completed(claimed.id, fileIdOfUrl(url)!);
      await deleteParts([claimed]);
      return { ...answer(claimed), url };
    } catch (error) {
      if (error instanceof DomainError && !(error instanceof TooMany)) {
        // Refused as a file (its type, size, slot): sending it again would be refused again. Over the hourly
        // count, the whole file stays and is completed when asked again later.
        const removed = await sessions.remove(claimed.id);
        await deleteParts(removed ? [removed] : []);
      } else {
        await sessions.releaseClaim(claimed.id);
      }
      throw error;
    }
  }

  return {
    /** POST /file/upload-sessions */
    async create(caller: DocumentCaller, request: CreateUploadSession): Promise<UploadSessionAnswer> {
      const slot = slotOfTarget(request.target);
      if (!slot) throw new Invalid('unknownDocType');
      if (!mayUploadTo(caller.role, slot)) throw new Forbidden('docTypeNotForRole');
      if (request.size > maxBytes) throw documents.tooLarge();
      const now = clock();
      await deleteParts(await sessions.removeExpired(now, EXPIRED_SWEEP));
      // A new file chosen for a slot ends the unfinished upload of the one before.
      if (replacesEarlierUpload(slot)) await deleteParts(await sessions.removeUnfinished(caller.userId, slot));
      if ((await sessions.countOpen(caller.userId, now)) >= RESUMABLE_UPLOAD.maxOpenPerUser) {
        throw new TooMany('tooManyOpenUploads', Math.ceil(RESUMABLE_UPLOAD.lifetimeMs / 1000));
      }
      const row: UploadSessionRow = {
        id: randomUUID(),
        userId: caller.userId,
        slot,
        fileName: request.fileName?.replace(/\p{Cc}/gu, '') || null,
        size: request.size,
        received: 0,
        parts: [],
        completingUntil: null,
        fileId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESUMABLE_UPLOAD.lifetimeMs),
      };
      await sessions.insert(row);
      return answer(row);
    },

    /** GET /file/upload-sessions/:id: how many bytes are stored, and the document once complete. */
    async status(caller: DocumentCaller, id: string): Promise<UploadSessionAnswer> {
      return answer(await ownSession(caller, id));
    },

    /**
     * PATCH /file/upload-sessions/:id?offset=: the bytes from `offset`, which must be what the server holds.
     * The chunk that makes the file whole makes the document; an empty chunk at the end asks for that again
     * (after a failed completion, or a lost answer: a complete session answers its document, made once).
     */
    async append(caller: DocumentCaller, id: string, offset: number, chunk: Buffer): Promise<UploadSessionAnswer> {
      if (chunk.length > RESUMABLE_UPLOAD.chunkBytes) throw new TooLarge('uploadChunkTooLarge');
      const row = await ownSession(caller, id);
      if (row.fileId) {
        if (offset === row.size && chunk.length === 0) return answer(row);
        throw new Conflict('uploadOffsetMismatch');
      }
      if (offset !== row.received) throw new Conflict('uploadOffsetMismatch');
      if (offset + chunk.length > row.size) throw new Invalid('uploadSizeInvalid');
      let current = row;
      if (chunk.length > 0) {
        const key = partKey(row.id);
        await storage.put(key, chunk);
        const appended = await sessions
          .appendPart(row.id, offset, { key, bytes: chunk.length }, clock())
          .catch(async (error: unknown) => {
            // Not counted, so never read: the part goes before the failure is answered.
            await storage.delete(key).catch(() => undefined);
            throw error;
          });
        if (!appended) {
          await storage.delete(key).catch((error: Error) => onCleanupFailure?.(key, error));
          throw new Conflict('uploadOffsetMismatch');
        }
        current = appended;
      }
      return current.received === current.size ? complete(caller, current) : answer(current);
    },

    /** Removes every expired session and its parts, a batch at a time; run on a timer (and a little at each new session). */
    async sweepExpired(): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = await sessions.removeExpired(clock(), SCHEDULED_SWEEP_BATCH);
        await deleteParts(batch);
        removed += batch.length;
        if (batch.length < SCHEDULED_SWEEP_BATCH) return removed;
      }
    },
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
