import fp from 'fastify-plugin';
import { createApplicationService, type ApplicationService } from '../../applications/applicationService';
import { createContactInquiryService, type ContactInquiryService } from '../../contact/contactInquiryService';
import { fieldCipherFor } from '../../crypto/fieldCipher';
import { createStatusChanges, type StatusChanges } from '../../notifications/statusChanges';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationService;
    /** Every committed status change of an application, whichever step made it; listeners send the SMS. */
    statusChanges: StatusChanges;
    contactInquiries: ContactInquiryService;
  }
}

/** KCC applications (with their sensitive numbers sealed by DATA_ENCRYPTION_KEY) and contact inquiries. */
export default fp(
  async (app) => {
    const { db } = app.database;
    const cipher = fieldCipherFor(app.config.dataEncryptionKeys);
    const statusChanges = createStatusChanges((error, change) =>
      app.log.error(
        { applicationId: change.applicationId, to: change.to, reason: error.message },
        'A status change was not followed up',
      ),
    );
    app.decorate('statusChanges', statusChanges);
    app.decorate(
      'applications',
      createApplicationService({
        db,
        clock: app.clock,
        cipher,
        documents: app.documents,
        organisation: app.organisation,
        statusChanges,
        serviceLevelDays: app.config.serviceLevelDays,
      }),
    );
    app.decorate('contactInquiries', createContactInquiryService({ db, clock: app.clock }));
  },
  { name: 'applications', dependencies: ['config', 'database', 'documents', 'users'] },
);
