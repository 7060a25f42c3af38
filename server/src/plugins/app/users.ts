import fp from 'fastify-plugin';
import { createOrganisationService, type OrganisationService } from '../../organisation/organisationService';
import { seedDemoOrganisation } from '../../users/demoUsers';
import { createUserRepository, type UserRepository } from '../../users/userRepository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository;
    organisation: OrganisationService;
  }
}

/** The user accounts and the bank's organisation; in development, also the demo branch and staff. */
export default fp(
  async (app) => {
    const users = createUserRepository(app.database.db);
    const organisation = createOrganisationService({ db: app.database.db, clock: app.clock });
    if (app.config.seedDemoUsers) {
      await seedDemoOrganisation(organisation, async (phone) => (await users.findByPhone(phone)) !== undefined);
    }
    app.decorate('users', users);
    app.decorate('organisation', organisation);
  },
  { name: 'users', dependencies: ['config', 'database'] },
);
