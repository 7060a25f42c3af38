import { z } from 'zod';
import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { DOCUMENT_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/documentApi';

/**
 * Resumable uploads (docs/design.md#resumable-uploads): a document is sent in chunks into an upload session,
 * so a connection that drops costs one chunk, not the whole file. The browser and the server read these
 * numbers from here alone.
 */
export const RESUMABLE_UPLOAD = {
  /**
   * The size of each chunk the browser sends, and the most the server takes in one. 128 KB is 4–10 s on 2G
   * (EDGE, 100–250 kbit/s) and under a second on 3G: short enough that a drop loses little, large enough that
   * a 500 KB photo is four requests.
   */
  chunkBytes: 128 * 1024,
  /** A session not completed this long after it was made is deleted with its parts. */
  lifetimeMs: 24 * 60 * 60 * 1000,
  /** Unfinished sessions one person may hold at once (each at most the upload limit): abandoned ones expire. */
  maxOpenPerUser: 20,
  /** Waits before each retry of a chunk that did not arrive; the last is repeated until `maxRetries`. */
  retryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000, 30_000],
  /** Failed tries in a row (no chunk arrived in between) after which the farmer is told it failed. */
  maxRetries: 10,
} as const;

/**
 * Which slot a session's document goes to, as the single-request calls name it: `{doctype}` for
 * POST /file/upload, `{guarantor, document}` for one guarantor's document of POST /loan/upload, and
 * `{guarantor: 'any'}` for that call without either (a guarantor file that replaces no other).
 */
export const uploadTargetSchema = z.union([
  z.strictObject({ doctype: z.string().max(40) }),
  z.strictObject({ guarantor: z.number().int(), document: z.string().max(40) }),
  z.strictObject({ guarantor: z.literal('any') }),
]);
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** POST /file/upload-sessions */
export const createUploadSessionSchema = z.strictObject({
  target: uploadTargetSchema,
  /** The whole file's size in bytes; the server refuses more than its upload limit (413). */
  size: z
    .number({ error: messageId(DOCUMENT_API_MESSAGES.uploadSizeInvalid) })
    .int()
    .positive(),
  fileName: z.string().max(255).optional(),
});
export type CreateUploadSession = z.infer<typeof createUploadSessionSchema>;

/**
 * A session as the server holds it: `offset` is how many bytes it has stored, so the next chunk starts there.
 * Once the last chunk is in, `url` is the stored document's, exactly as the single-request upload answers.
 */
export const uploadSessionAnswerSchema = z.object({
  id: z.string(),
  offset: z.number(),
  size: z.number(),
  expiresAt: z.string(),
  url: z.string().optional(),
});
export type UploadSessionAnswer = z.infer<typeof uploadSessionAnswerSchema>;

/** Where a session's chunks go (PATCH ?offset=), and where its offset is read (GET). */
export const uploadSessionPath = (id: string) => `/file/upload-sessions/${encodeURIComponent(id)}`;
export const UPLOAD_SESSIONS_PATH = '/file/upload-sessions';
/** The body type of a chunk: raw bytes, the rest of the file from `offset`. */
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';
