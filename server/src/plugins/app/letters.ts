import fp from 'fastify-plugin';
import { createLetterService, type LetterService } from '../../letters/letterService';

declare module 'fastify' {
  interface FastifyInstance {
    letters: LetterService;
  }
}

/** The sanction letter and the application summary, made as PDF and kept as documents of the application. */
export default fp(
  async (app) => {
    app.decorate(
      'letters',
      createLetterService({ applications: app.applications, documents: app.documents, clock: app.clock }),
    );
  },
  { name: 'letters', dependencies: ['applications', 'documents'] },
);
