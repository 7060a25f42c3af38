import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { openDatabase, type Database } from '../../db/connect';
import { runMigrations } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens the database (unless one was given), brings its schema up to date, and closes it at the end. */
export default fp<AppOptions>(
  async (app, options) => {
    const ownsDatabase = !options.database;
    const database = options.database ?? (await openDatabase(options.config));
    try {
      await runMigrations(database);
    } catch (error) {
      if (ownsDatabase) await database.close();
      throw error;
    }
    if (ownsDatabase) app.addHook('onClose', () => database.close());
    app.decorate<Database>('database', database);
  },
  { name: 'database' },
);
