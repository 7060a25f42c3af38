import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import type { AppConfig } from '../../config';
import { systemClock, type Clock } from '../../clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock ?? systemClock);
  },
  { name: 'config' },
);
