import { randomUUID } from 'node:crypto';
import { DOCUMENT_API_MESSAGES, documentTooLargeMessage } from '@kisan-credit/shared-api/contract/messages/documentApi';
import type { DocumentNamesAnswer } from '@kisan-credit/shared-api/contract/documentNames';
import { isLegalReviewDocument } from '@kisan-credit/shared-api/contract/options';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import type { Clock } from '../clock';
import type { FieldCipher } from '../crypto/fieldCipher';
import type { DocumentFileRow } from '../db/schema';
import { isReadableSlot, type ExtractedFields } from '../extraction/parsers';
import type { FileStorage } from '../files/storage/fileStorage';
import { inspectUpload, type UploadProblem } from '../files/fileType';
import {
  type DomainError,
  Forbidden,
  Invalid,
  NotFound,
  TooLarge,
  TooMany,
  UnsupportedType,
  Unusable,
} from '../domain/errors';
import { staffMayRead } from '../applications/access';
import type { DocumentFileRepository } from './documentFileRepository';
import { documentReferences, documentUrl, fileIdOfUrl } from './documentUrls';
import { mergeSuggestions, type SuggestionsWithLand } from './mergeSuggestions';
import { namesRead } from './namesRead';
import { mayUploadTo, replacesEarlierUpload, slotAccepts, type UploadSlot } from './uploadRules';

export interface DocumentCaller {
  userId: string;
  role: Role;
  /** A banker's branch: they open only its applications' documents. */
  branchId: string | null;
}

export interface DocumentServiceOptions {
  files: DocumentFileRepository;
  storage: FileStorage;
  /** Seals what extraction read (Aadhaar, PAN and account numbers among it). */
  cipher: FieldCipher;
  clock: Clock;
  maxBytes: number;
  /** Files one user may upload in an hour. */
  uploadsPerHour: number;
  /** Queues the reading of a farmer's document; called after its row is stored. */
  queueExtraction(fileId: string, userId: string): Promise<void>;
  /** Told when a replaced file could not be deleted yet (it is tried again at the owner's next upload or save). */
  onCleanupFailure?: (fileId: string, error: Error) => void;
}

const PROBLEMS: Record<UploadProblem, () => DomainError> = {
  empty: () => new Invalid('emptyDocument'),
  unsupportedType: () => new UnsupportedType('unsupportedDocumentType'),
  damaged: () => new Unusable('damagedDocument'),
  imageTooLarge: () => new Unusable('imageTooLarge'),
};

const extractionContext = (fileId: string) => `document-extraction:${fileId}`;

/** A file name safe to send back in a header: the browser's name without paths or control characters. */
function cleanFileName(name: string | undefined, slot: string, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem || slot}.${extension}`;
}

/**
 * Uploads, private downloads and the suggestions read from a farmer's documents. A file is stored before its
 * row, so a row never names missing bytes; a refused file leaves nothing behind.
 */
export function createDocumentService({
  files,
  storage,
  cipher,
  clock,
  maxBytes,
  uploadsPerHour,
  queueExtraction,
  onCleanupFailure,
}: DocumentServiceOptions) {
  /**
   * Bytes first, then the row: a file the store would not delete keeps its row, so it is tried again at
   * the next clean-up instead of lying on disk unknown. A failed clean-up never fails the call that made it.
   */
  async function deleteFiles(rows: readonly DocumentFileRow[]) {
    for (const row of rows) {
      try {
        await storage.delete(row.storageKey);
        await files.delete([row.id]);
      } catch (error) {
        onCleanupFailure?.(row.id, error as Error);
      }
    }
  }

  /** Deletes the owner's superseded files that their application no longer names. */
  async function collectSuperseded(ownerUserId: string, data: Record<string, unknown> | undefined) {
    const named = new Set(documentReferences(data).map((reference) => fileIdOfUrl(reference.url)));
    const unnamed = (await files.superseded(ownerUserId)).filter((row) => !named.has(row.id));
    await deleteFiles(unnamed);
  }

  async function mayRead(caller: DocumentCaller, file: DocumentFileRow): Promise<boolean> {
    if (file.uploadedBy === caller.userId) return true;
    // Not even its existence: a lawyer asking for an identity or bank document is told there is none.
    if (caller.role === 'lawyer' && !isLegalReviewDocument(file.slot)) throw new NotFound('documentNotFound');
    if (!file.ownerUserId) return false;
    if (caller.role === 'user') return file.ownerUserId === caller.userId;
    const application = await files.applicationStatusOf(file.ownerUserId);
    return application !== undefined && staffMayRead(caller, application);
  }

  return {
    tooLarge: () => new TooLarge('documentTooLarge', { text: documentTooLargeMessage(maxBytes) }),

    async upload(
      caller: DocumentCaller,
      slot: UploadSlot,
      bytes: Buffer,
      sentName: string | undefined,
    ): Promise<{ url: string }> {
      if (!mayUploadTo(caller.role, slot)) throw new Forbidden('docTypeNotForRole');
      if (bytes.length > maxBytes) throw this.tooLarge();
      const inspected = inspectUpload(bytes);
      if (!inspected.ok) {
        throw PROBLEMS[inspected.problem]();
      }
      if (!slotAccepts(slot, inspected.type)) throw new UnsupportedType('photoMustBeImage');

      const id = randomUUID();
      const now = clock();
      const freeAt = await files.countUpload(caller.userId, now, uploadsPerHour);
      if (freeAt) {
        const seconds = Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000));
        throw new TooMany('tooManyUploads', seconds);
      }
      const isFarmer = caller.role === 'user';
      await storage.put(id, bytes);
      let replaced: DocumentFileRow[];
      try {
        replaced = await files.insertReplacing(
          {
            id,
            uploadedBy: caller.userId,
            uploaderRole: caller.role,
            ownerUserId: isFarmer ? caller.userId : null,
            slot,
            mime: inspected.type.mime,
            fileName: cleanFileName(sentName, slot, inspected.type.extension),
            byteSize: bytes.length,
            storageKey: id,
            createdAt: now,
          },
          isFarmer && isReadableSlot(slot) ? { userId: caller.userId } : undefined,
          now,
          replacesEarlierUpload(slot),
        );
      } catch (error) {
        await storage.delete(id);
        throw error;
      }
      if (isFarmer && isReadableSlot(slot)) await queueExtraction(id, caller.userId);
      if (isFarmer && replaced.length > 0) {
        const application = await files.applicationStatusOf(caller.userId);
        await collectSuperseded(caller.userId, application?.data);
      } else {
        // A staff upload belongs to no application until a save names it: what it replaced is named nowhere.
        await deleteFiles(replaced);
      }
      return { url: documentUrl(id) };
    },

    async download(caller: DocumentCaller, fileId: string): Promise<{ file: DocumentFileRow; bytes: Buffer }> {
      const file = await files.find(fileId);
      if (!file) throw new NotFound('documentNotFound');
      if (!(await mayRead(caller, file))) throw new Forbidden('documentNotYours');
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw new NotFound('documentNotFound');
      return { file, bytes };
    },

    /**
     * Keeps a PDF the server made (a letter) as a document of the owner's application, encrypted like an
     * upload, in place of the slot's earlier one.
     */
    async keepGenerated(
      caller: DocumentCaller,
      ownerUserId: string,
      slot: string,
      bytes: Buffer,
      fileName: string,
    ): Promise<{ url: string; createdAt: Date }> {
      const id = randomUUID();
      const createdAt = clock();
      await storage.put(id, bytes);
      let replaced: DocumentFileRow[];
      try {
        replaced = await files.replaceGenerated({
          id,
          uploadedBy: caller.userId,
          uploaderRole: caller.role,
          ownerUserId,
          slot,
          mime: 'application/pdf',
          fileName,
          byteSize: bytes.length,
          storageKey: id,
          createdAt,
        });
      } catch (error) {
        await storage.delete(id);
        throw error;
      }
      for (const row of replaced) await storage.delete(row.storageKey);
      return { url: documentUrl(id), createdAt };
    },

    /** The documents the server made for the owner's application in these slots (newest first). */
    generatedIn: (ownerUserId: string, slots: readonly string[]) => files.currentInSlots(ownerUserId, slots),

    /** GET /file/suggestions: everything read so far from the caller's documents. */
    async suggestions(caller: DocumentCaller): Promise<{ processing: boolean; suggestions: SuggestionsWithLand }> {
      const extractions = await files.extractionsOf(caller.userId);
      const readings = extractions
        .filter((row) => row.state === 'done' && row.sealedFields)
        .map((row) => JSON.parse(cipher.open(row.sealedFields!, extractionContext(row.fileId))) as ExtractedFields);
      return {
        processing: extractions.some((row) => row.state === 'pending'),
        suggestions: mergeSuggestions(readings),
      };
    },

    /** The names read from each of the owner's documents, for the banker's name check (the route checks who asks). */
    async namesRead(ownerUserId: string): Promise<DocumentNamesAnswer> {
      const extractions = await files.extractionsOf(ownerUserId);
      return {
        processing: extractions.some((row) => row.state === 'pending'),
        documents: extractions
          .filter((row) => row.state === 'done' && row.sealedFields)
          .map((row) =>
            namesRead(
              row.slot,
              JSON.parse(cipher.open(row.sealedFields!, extractionContext(row.fileId))) as ExtractedFields,
            ),
          ),
      };
    },

    sealExtraction(fileId: string, fields: ExtractedFields): string {
      return cipher.seal(JSON.stringify(fields), extractionContext(fileId));
    },

    /** Logging out clears what was read from the user's documents (docs/requirements.md#r4-logout). */
    clearExtractions(userId: string): Promise<void> {
      return files.clearExtractions(userId);
    },

    /**
     * Before an application is written: every document url it names that it did not name before must be a
     * file of this application or one the caller uploaded and no other application has. Answers the ids
     * of the caller's files the write gives to the application.
     */
    async checkReferences(
      caller: DocumentCaller,
      ownerUserId: string,
      before: Record<string, unknown> | undefined,
      after: Record<string, unknown>,
    ): Promise<string[]> {
      const known = new Set(documentReferences(before).map((reference) => reference.url));
      const added = documentReferences(after).filter((reference) => !known.has(reference.url));
      if (added.length === 0) return [];
      const rows = new Map(
        (await files.findMany(added.flatMap((r) => fileIdOfUrl(r.url) ?? []))).map((row) => [row.id, row]),
      );
      const refused: string[] = [];
      const toAttach: string[] = [];
      for (const reference of added) {
        const row = rows.get(fileIdOfUrl(reference.url) ?? '');
        const ours = row?.ownerUserId === ownerUserId;
        const callersLoose = row?.uploadedBy === caller.userId && row.ownerUserId === null;
        if (!row || !(ours || callersLoose)) refused.push(reference.path);
        else if (callersLoose) toAttach.push(row.id);
      }
      if (refused.length > 0) {
        throw new Invalid('documentNotUploadedByYou', {
          issues: refused.map((path) => ({ path, message: DOCUMENT_API_MESSAGES.documentNotUploadedByYou })),
        });
      }
      return toAttach;
    },

    /** After an application is written: staff uploads it names become its own; replaced files go. */
    async settleReferences(
      ownerUserId: string,
      data: Record<string, unknown>,
      attach: readonly string[],
    ): Promise<void> {
      await files.attach(attach, ownerUserId);
      await collectSuperseded(ownerUserId, data);
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
