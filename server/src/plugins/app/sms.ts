import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { createSmsProvider } from '../../sms/createSmsProvider';
import type { SmsProvider } from '../../sms/smsProvider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('sms', options.smsProvider ?? createSmsProvider(options.config));
  },
  { name: 'sms' },
);
