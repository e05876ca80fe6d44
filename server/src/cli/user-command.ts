import type { Kysely } from 'kysely';
import { formRuleIn, userNameSchema } from '@ghadi/contracts';
import { invocationDirectory, loadConfig, type AppConfig } from '../config/env';
import { createDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * Runs an operator's command about one account (`<command> <username>`) on the site's database, brought up
 * to date first, from where it was invoked; the process ends with the command's exit code.
 */
export function runUserCommand(usage: string, command: (db: Kysely<Database>, userName: string, config: AppConfig) => Promise<number>): void {
  async function main(): Promise<number> {
    const username = userNameSchema.safeParse(process.argv[2] ?? '');
    if (!username.success) {
      process.stderr.write(`Usage: ${usage} <username>\n${formRuleIn('en', username.error.issues[0]?.message ?? '')}\n`);
      return 2;
    }
    process.chdir(invocationDirectory());
    const config = loadConfig();
    const handle = createDatabase(config.databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
    try {
      await migrateToLatest(handle);
      return await command(handle.db, username.data, config);
    } finally {
      await handle.db.destroy();
    }
  }

  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
