import fp from 'fastify-plugin';
import { findGhadiNameProblems } from './ghadis';

// Stored names are never rewritten behind the admin's back: those that break the name rules are reported
// at every start, right after the migrations, until someone renames them.
export default fp(
  async (fastify) => {
    const games = await findGhadiNameProblems(fastify.db);
    if (games.length > 0) {
      fastify.log.warn({ games }, 'Some game names break the name rules and were left as they are: rename them');
    }
  },
  { name: 'ghadi-name-report', dependencies: ['db'] },
);
