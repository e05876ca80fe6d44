import fp from 'fastify-plugin';
import { ensureFirstAdmin } from './first-admin';

export default fp(
  async (fastify) => {
    const { username } = fastify.config.admin;
    const { outcome, generatedPassword } = await ensureFirstAdmin(fastify.db, fastify.config.admin);
    if (generatedPassword !== undefined) {
      // Standard output rather than the logger: the operator must see it even with LOG_LEVEL=silent,
      // and it is shown this once only, so it stands apart from the log lines.
      process.stdout.write('\n');
      process.stdout.write(`Created admin user "${username}" with password: ${generatedPassword}\n`);
      process.stdout.write('It is shown this once: keep it in a password manager, or set ADMIN_PASSWORD before the first start.\n\n');
    } else if (outcome === 'created') {
      fastify.log.info(`Created admin user "${username}" with the password from ADMIN_PASSWORD`);
    } else if (outcome === 'name-taken') {
      fastify.log.error(
        `No active admin exists and the name "${username}" is taken by another account; ` +
          'set ADMIN_USERNAME to a free name or run the create-admin command',
      );
    }
  },
  { name: 'first-admin', dependencies: ['db'] },
);
