import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { findSiteContent } from './content-blocks';

/** Every content block the public pages show, in one answer. */
export const siteContentAnswer = (db: Kysely<Database>): PublicAnswer => ({
  read: publicReads.siteContent(),
  load: async () => ({ success: true, data: await findSiteContent(db) }),
});
