import type { Db } from '../db/database';
import type { NewRow } from '../db/schema';
import type { Clock } from './clock';

/** Writes a message to the outbox table, stamped now: what the default mailer and SMS sender do instead of sending. */
export async function writeToOutbox(db: Db, clock: Clock, message: Omit<NewRow<'outbox'>, 'createdAt'>): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ ...message, createdAt: clock.now().toISOString() })
    .execute();
}
