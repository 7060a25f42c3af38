import fp from 'fastify-plugin';
import { startJobQueue, type JobQueue } from '../../jobs/jobQueue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Every queue this server sends to or works on. */
export const QUEUES = { documentExtraction: 'document-extraction' } as const;

export default fp(
  async (app) => {
    const jobs = await startJobQueue(app.database, Object.values(QUEUES), (error) =>
      app.log.error({ reason: error.message }, 'Job queue error'),
    );
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
