import fp from 'fastify-plugin';
import { seedDemoUsers } from '../../users/demoUsers';
import { createUserRepository, type UserRepository } from '../../users/userRepository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository;
  }
}

/** The user accounts; in development, also the demo banker and lawyer. */
export default fp(
  async (app) => {
    const users = createUserRepository(app.database.db);
    if (app.config.seedDemoUsers) await seedDemoUsers(users, app.clock());
    app.decorate('users', users);
  },
  { name: 'users', dependencies: ['config', 'database'] },
);
