import fp from 'fastify-plugin';
import { createFarmerSmsRepository, type FarmerSmsRepository } from '../../notifications/farmerSmsRepository';
import { createFarmerSmsSender, farmerSmsJobFor, type FarmerSmsJob } from '../../notifications/farmerSmsSender';
import { QUEUES } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    farmerSms: FarmerSmsRepository;
  }
}

/** How many farmer SMS one process sends at once (each waits on the gateway, none uses the CPU). */
const SMS_CONCURRENCY = 4;

/**
 * The farmer hears of every step (docs/requirements.md#r10-farmer-sms): each status change queues a job (pg-boss, in the database,
 * so a restart loses none) that sends the SMS in the farmer's language, retried while the gateway fails.
 */
export default fp(
  async (app) => {
    const repository = createFarmerSmsRepository(app.database.db);
    app.decorate('farmerSms', repository);
    app.statusChanges.listen(async (change) => {
      const job = farmerSmsJobFor(change);
      if (job) await app.jobs.send(QUEUES.farmerSms, job);
    });
    const send = createFarmerSmsSender({
      repository,
      sms: app.sms,
      clock: app.clock,
      dltTemplateIds: app.config.sms.dltTemplateIds,
    });
    await app.jobs.work(QUEUES.farmerSms, { total: SMS_CONCURRENCY }, async (data) => {
      const job = data as FarmerSmsJob;
      await send(job).catch((error: Error) => {
        app.log.warn(
          { applicationId: job.applicationId, kind: job.kind, reason: error.message },
          'A farmer SMS was not sent; it will be tried again',
        );
        throw error;
      });
    });
    app.addHook('onClose', () => app.jobs.stopWorking(QUEUES.farmerSms));
  },
  { name: 'farmer-sms', dependencies: ['config', 'database', 'sms', 'jobs', 'applications'] },
);
