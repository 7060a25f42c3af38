import fp from 'fastify-plugin';
import { fieldCipherFor } from '../../crypto/fieldCipher';
import { createDocumentFileRepository } from '../../documents/documentFileRepository';
import { createDocumentService, type DocumentService } from '../../documents/documentService';
import { createDocumentExtractor } from '../../extraction/documentExtractor';
import { createFileStorage } from '../../files/storage/createFileStorage';
import { QUEUES } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService;
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
