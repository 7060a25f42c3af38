import fp from 'fastify-plugin';
import { startJobQueue, type JobQueue } from '../../jobs/jobQueue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Every queue this server sends to or works on. */
export const QUEUES = { documentExtraction: 'document-extraction', farmerSms: 'farmer-sms' } as const;

export default fp(
  async (app) => {
    const { sms } = app.config;
    const definitions = [
      // A reading that fails once fails again: no retry. A reading that hangs is given up after five minutes.
      { name: QUEUES.documentExtraction, retryLimit: 0, expireInSeconds: 300 },
      // A gateway down for a while must not cost the farmer the SMS: tried again, waiting longer each time.
      {
        name: QUEUES.farmerSms,
        retryLimit: sms.retries,
        retryDelaySeconds: sms.retryDelaySeconds,
        expireInSeconds: 60,
      },
    ];
    const jobs = await startJobQueue(app.database, definitions, (error) =>
      app.log.error({ reason: error.message }, 'Job queue error'),
    );
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
