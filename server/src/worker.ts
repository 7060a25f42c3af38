import './compileCache';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/**
 * `npm run worker -w server`: a process that only reads documents (no HTTP), for deployments on PostgreSQL
 * where the API processes run with EXTRACTION_WORKERS=0 and OCR gets machines of its own. Jobs wait in the
 * database, so workers can be added, removed or restarted at any time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl?.startsWith('postgres')) {
    throw new ConfigError(
      'The document worker needs PostgreSQL (DATABASE_URL). With the embedded database the server reads documents itself.',
    );
  }
  if (config.extractionWorkers === 0) throw new ConfigError('EXTRACTION_WORKERS is 0: this worker would read nothing.');
  const app = await buildApp({ config, logger: createLogger(config.logLevel) });
  await app.ready();
  app.log.info(`Kisan Credit document worker is reading documents with ${config.extractionWorkers} thread(s)`);
  closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info(`${signal} received, finishing the documents being read`);
    await app.close();
  });
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError ? `\n${error.message}\n` : error);
  process.exit(1);
});
