import fp from 'fastify-plugin';
import { createApplicationService, type ApplicationService } from '../../applications/applicationService';
import { createContactInquiryService, type ContactInquiryService } from '../../contact/contactInquiryService';
import { fieldCipherFor } from '../../crypto/fieldCipher';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationService;
    contactInquiries: ContactInquiryService;
  }
}

/** KCC applications (with their sensitive numbers sealed by DATA_ENCRYPTION_KEY) and contact inquiries. */
export default fp(
  async (app) => {
    const { db } = app.database;
    const cipher = fieldCipherFor(app.config.dataEncryptionKeys);
    app.decorate(
      'applications',
      createApplicationService({ db, clock: app.clock, cipher, documents: app.documents, organisation: app.organisation }),
    );
    app.decorate('contactInquiries', createContactInquiryService({ db, clock: app.clock }));
  },
  { name: 'applications', dependencies: ['config', 'database', 'documents', 'users'] },
);
