import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldCipherFor } from '../../crypto/fieldCipher';
import { createDocumentFileRepository } from '../../documents/documentFileRepository';
import { createDocumentService, type DocumentService } from '../../documents/documentService';
import { createResumableUploads, type ResumableUploads } from '../../documents/resumableUploads';
import { createUploadSessionRepository } from '../../documents/uploadSessionRepository';
import { createDocumentExtractor } from '../../extraction/documentExtractor';
import { createFileStorage } from '../../files/storage/createFileStorage';
import { QUEUES } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService;
    /** Uploads sent in chunks, resumed after a drop (docs/design.md#resumable-uploads). */
    uploadSessions: ResumableUploads;
  }
}

/**
 * Uploaded documents and what is read from them. With EXTRACTION_WORKERS > 0 this process also reads
 * documents: a bounded pool of OCR threads, started now so that the first upload does not wait for it.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const files = createDocumentFileRepository(app.database.db);
    const storage = createFileStorage(config);
    const documents = createDocumentService({
      files,
      storage,
      cipher: fieldCipherFor(config.dataEncryptionKeys),
      clock: app.clock,
      maxBytes: config.uploads.maxBytes,
      uploadsPerHour: config.uploads.perUserPerHour,
      // Grouped by farmer: at most READINGS_PER_USER of one farmer's documents are read at once.
      queueExtraction: (fileId, userId) => app.jobs.send(QUEUES.documentExtraction, { fileId }, { group: userId }),
      onCleanupFailure: (fileId, error) =>
        app.log.warn({ fileId, reason: error.message }, 'A replaced document could not be deleted yet'),
    });
    app.decorate('documents', documents);
    const uploadSessions = createResumableUploads({
      sessions: createUploadSessionRepository(app.database.db),
      storage,
      documents,
      clock: app.clock,
      maxBytes: config.uploads.maxBytes,
      onCleanupFailure: (key, error) =>
        app.log.warn({ key, reason: error.message }, 'A part of an abandoned upload could not be deleted'),
    });
    app.decorate('uploadSessions', uploadSessions);
    sweepExpiredUploads(app, uploadSessions, config.uploads.sweepIntervalMs);
    app.sessions.onLogout((user) => documents.clearExtractions(user.userId));

    if (config.extractionWorkers > 0) {
      // Loaded only here: a process that reads no documents never loads the OCR engine.
      const { createTextReader } = await import('../../extraction/text');
      const reader = createTextReader({ workers: config.extractionWorkers });
      reader.warm().catch((error: Error) => app.log.error({ reason: error.message }, 'OCR workers did not start'));
      const extract = createDocumentExtractor({
        files,
        storage,
        reader,
        clock: app.clock,
        seal: documents.sealExtraction,
      });
      const concurrency = { total: config.extractionWorkers, perGroup: config.readingsPerUser };
      await app.jobs.work(QUEUES.documentExtraction, concurrency, async (data) => {
        const { fileId } = data as { fileId: string };
        await extract(fileId).catch((error: Error) =>
          app.log.warn({ fileId, reason: error.message }, 'A document could not be read'),
        );
      });
      app.addHook('onClose', async () => {
        await app.jobs.stopWorking(QUEUES.documentExtraction);
        await reader.close();
      });
    }
  },
  { name: 'documents', dependencies: ['config', 'database', 'auth', 'jobs'] },
);

/**
 * Deletes abandoned uploads' parts on a timer, so that they go even when no one opens a new upload. Every API
 * process runs it; each expired session is deleted by exactly one (DELETE … RETURNING).
 */
function sweepExpiredUploads(app: FastifyInstance, uploads: ResumableUploads, intervalMs: number): void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    uploads
      .sweepExpired()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'Expired uploads deleted');
      })
      .catch((error: Error) => app.log.warn({ reason: error.message }, 'Expired uploads could not be deleted yet'))
      .finally(() => (sweeping = false));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
