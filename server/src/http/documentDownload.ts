import type { FastifyReply } from 'fastify';
import type { DocumentFileRow } from '../db/schema';

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A private document: its own type only (never sniffed), named, and never kept by a cache. */
export function sendDocument(reply: FastifyReply, { file, bytes }: { file: DocumentFileRow; bytes: Buffer }) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}
