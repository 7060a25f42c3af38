import type { FastifyRequest } from 'fastify';
import type { DocumentService } from '../documents/documentService';
import { ApiError } from './apiError';

/** Room for the multipart envelope around a file of the largest size allowed. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The file of a multipart upload's `document` field (docs/requirements.md#r7-calls). Too large is refused from Content-Length
 * before anything is read, and otherwise while reading; nothing is stored either way.
 */
export async function receiveDocument(
  request: FastifyRequest,
  documents: DocumentService,
  maxBytes: number,
): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw documents.tooLarge();
  if (!request.isMultipart()) throw new ApiError(415, 'noDocumentSent');
  let bytes: Buffer | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'document' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      fileName = part.filename;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documents.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(400, 'noDocumentSent');
    if (error instanceof ApiError) throw error;
    // Only the multipart parser runs in this loop: anything else it throws is a body it could not read.
    throw new ApiError(400, 'malformedUpload');
  }
  if (!bytes) throw new ApiError(400, 'noDocumentSent');
  return { bytes, fileName };
}
