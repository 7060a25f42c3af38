import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { resealSensitiveNumbers } from '../applications/sensitiveNumbers';
import type { DataEncryptionKey } from '../config';
import type { Db } from '../db/connect';
import { applications, documentExtractions, documentFiles } from '../db/schema';
import { fileKeyVersionOf } from '../files/storage/encryptedFileStorage';
import type { FileStorage } from '../files/storage/fileStorage';
import { fieldCipherFor, keyVersionOf, type FieldCipher } from './fieldCipher';

export interface KeyRotationOptions {
  db: Db;
  /** DATA_ENCRYPTION_KEY's keys: the first is the one everything is sealed under afterwards. */
  keys: readonly DataEncryptionKey[];
  /** The file store with its encryption (reads with any key, writes with the first) and without it. */
  storage: { encrypted: FileStorage; plain: FileStorage };
  batchSize?: number;
  /** Stops after this many batches of each kind (an interrupted run; the next one carries on). */
  maxBatches?: number;
  onBatch?: (progress: RotationProgress) => void;
}

export interface RotationProgress {
  kind: 'applications' | 'readings' | 'documents';
  examined: number;
  resealed: number;
}

/** What the sealed values and documents are sealed under, by key id (`none`: not sealed / missing). */
export type KeyCensus = Record<RotationProgress['kind'], Record<string, number>>;

/**
 * Seals every value and document that is not under the first key again under it, in batches of short
 * transactions, while servers keep running. Safe to stop and run again: what is done is not redone. A row
 * written meanwhile (a version compare fails) was written by a server, under the current key when the
 * servers run with the new DATA_ENCRYPTION_KEY, and is checked again by the next run.
 */
export async function rotateKeys({
  db,
  keys,
  storage,
  batchSize = 200,
  maxBatches = Infinity,
  onBatch,
}: KeyRotationOptions) {
  const cipher = fieldCipherFor(keys);
  const current = keys[0]!.version;
  const isStale = (sealed: string) => keyVersionOf(sealed) !== undefined && keyVersionOf(sealed) !== current;
  const totals: RotationProgress[] = [];
  for (const kind of ['applications', 'readings', 'documents'] as const) {
    const progress: RotationProgress = { kind, examined: 0, resealed: 0 };
    let after = '';
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const step = STEPS[kind];
      const { last, examined, resealed } = await step({ db, cipher, isStale, current, storage, after, batchSize });
      progress.examined += examined;
      progress.resealed += resealed;
      onBatch?.({ ...progress });
      if (last === undefined) break;
      after = last;
    }
    totals.push(progress);
  }
  return totals;
}

interface StepContext {
  db: Db;
  cipher: FieldCipher;
  isStale: (sealed: string) => boolean;
  current: number;
  storage: KeyRotationOptions['storage'];
  /** The last id of the previous batch ('' at first). */
  after: string;
  batchSize: number;
}
type Step = (context: StepContext) => Promise<{ last: string | undefined; examined: number; resealed: number }>;

const OWNER_ANSWER_CONTEXT = (userId: string) => `${userId}:ownerAnswer`;
const READING_CONTEXT = (fileId: string) => `document-extraction:${fileId}`;
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

const STEPS: Record<RotationProgress['kind'], Step> = {
  async applications({ db, cipher, isStale, after, batchSize }) {
    const rows = await db
      .select({
        id: applications.id,
        userId: applications.userId,
        version: applications.version,
        data: applications.data,
        ownerAnswer: applications.ownerAnswer,
      })
      .from(applications)
      .where(gt(applications.id, after || ZERO_UUID))
      .orderBy(asc(applications.id))
      .limit(batchSize);
    let resealed = 0;
    for (const row of rows) {
      const data = resealSensitiveNumbers(row.data, row.userId, cipher, isStale);
      const ownerAnswer =
        row.ownerAnswer === null ? null : resealOwnerAnswer(row.ownerAnswer, row.userId, cipher, isStale);
      if (JSON.stringify(data) === JSON.stringify(row.data) && ownerAnswer === row.ownerAnswer) continue;
      // No new version: the application has not changed, only its sealing (a farmer's If-Match stays valid).
      const updated = await db
        .update(applications)
        .set({ data, ownerAnswer })
        .where(and(eq(applications.id, row.id), eq(applications.version, row.version)))
        .returning({ id: applications.id });
      resealed += updated.length;
    }
    return { last: rows.length === batchSize ? rows.at(-1)!.id : undefined, examined: rows.length, resealed };
  },

  async readings({ db, cipher, isStale, after, batchSize }) {
    const rows = await db
      .select({ fileId: documentExtractions.fileId, sealedFields: documentExtractions.sealedFields })
      .from(documentExtractions)
      .where(and(gt(documentExtractions.fileId, after || ZERO_UUID), isNotNull(documentExtractions.sealedFields)))
      .orderBy(asc(documentExtractions.fileId))
      .limit(batchSize);
    let resealed = 0;
    for (const row of rows) {
      if (!isStale(row.sealedFields!)) continue;
      const context = READING_CONTEXT(row.fileId);
      const updated = await db
        .update(documentExtractions)
        .set({ sealedFields: cipher.seal(cipher.open(row.sealedFields!, context), context) })
        .where(and(eq(documentExtractions.fileId, row.fileId), eq(documentExtractions.sealedFields, row.sealedFields!)))
        .returning({ fileId: documentExtractions.fileId });
      resealed += updated.length;
    }
    return { last: rows.length === batchSize ? rows.at(-1)!.fileId : undefined, examined: rows.length, resealed };
  },

  async documents({ db, current, storage, after, batchSize }) {
    const rows = await db
      .select({ id: documentFiles.id, storageKey: documentFiles.storageKey })
      .from(documentFiles)
      .where(gt(documentFiles.id, after || ZERO_UUID))
      .orderBy(asc(documentFiles.id))
      .limit(batchSize);
    let resealed = 0;
    for (const row of rows) {
      const stored = await storage.plain.get(row.storageKey);
      if (!stored || fileKeyVersionOf(stored) === current) continue;
      const bytes = await storage.encrypted.get(row.storageKey);
      // Written whole under the same name (the store replaces an object atomically), then checked: a file
      // deleted meanwhile (a replaced document) must not come back.
      await storage.encrypted.put(row.storageKey, bytes!);
      const [stillThere] = await db
        .select({ id: documentFiles.id })
        .from(documentFiles)
        .where(eq(documentFiles.id, row.id));
      if (!stillThere) await storage.plain.delete(row.storageKey);
      else resealed += 1;
    }
    return { last: rows.length === batchSize ? rows.at(-1)!.id : undefined, examined: rows.length, resealed };
  },
};

function resealOwnerAnswer(
  kept: string,
  userId: string,
  cipher: FieldCipher,
  isStale: (sealed: string) => boolean,
): string {
  const formatEnd = kept.indexOf('|');
  const sealed = kept.slice(formatEnd + 1);
  if (!isStale(sealed)) return kept;
  const context = OWNER_ANSWER_CONTEXT(userId);
  return `${kept.slice(0, formatEnd)}|${cipher.seal(cipher.open(sealed, context), context)}`;
}

/** How many sealed values and documents each key id holds. */
export async function keyCensus(db: Db, plain: FileStorage): Promise<KeyCensus> {
  const census: KeyCensus = { applications: {}, readings: {}, documents: {} };
  const add = (kind: keyof KeyCensus, version: number | undefined) => {
    const id = version === undefined ? 'none' : String(version);
    census[kind][id] = (census[kind][id] ?? 0) + 1;
  };
  for (const row of await db
    .select({ data: applications.data, ownerAnswer: applications.ownerAnswer })
    .from(applications)) {
    for (const value of sealedStringsOf(row.data)) add('applications', keyVersionOf(value));
    if (row.ownerAnswer) add('applications', keyVersionOf(row.ownerAnswer.slice(row.ownerAnswer.indexOf('|') + 1)));
  }
  for (const row of await db.select({ sealed: documentExtractions.sealedFields }).from(documentExtractions)) {
    if (row.sealed) add('readings', keyVersionOf(row.sealed));
  }
  for (const row of await db.select({ key: documentFiles.storageKey }).from(documentFiles)) {
    const stored = await plain.get(row.key);
    add('documents', stored ? fileKeyVersionOf(stored) : undefined);
  }
  return census;
}

function sealedStringsOf(value: unknown): string[] {
  if (typeof value === 'string') return keyVersionOf(value) === undefined ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(sealedStringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(sealedStringsOf);
  return [];
}
