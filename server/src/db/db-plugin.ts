import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type Database, type DialectName } from './database';
import { migrateToLatest } from './migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Kysely instance of the app. */
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** True once this instance has brought the schema up to date; readiness depends on it. */
    migrationsDone: boolean;
  }
}

export default fp(
  async (fastify) => {
    const handle = createDatabase(
      fastify.config.databaseUrl,
      (error) => fastify.log.error({ err: error }, 'database pool error'),
      fastify.metrics.dbQuery,
    );
    if (handle.pool) fastify.metrics.watchPool(handle.pool);
    fastify.decorate('db', handle.db);
    fastify.decorate('dbDialect', handle.dialect);
    fastify.decorate('migrationsDone', false);
    try {
      const applied = await migrateToLatest(handle);
      fastify.log.info({ applied, dialect: handle.dialect }, 'database migrations done');
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    fastify.migrationsDone = true;
    fastify.addHook('onClose', async () => handle.db.destroy());
  },
  { name: 'db', dependencies: ['metrics'] },
);
