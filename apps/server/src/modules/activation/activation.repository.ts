import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';

/** Activation PINs and the members they are sent to. */
export const activationRepository = ({ db }: { db: Db }) => ({
  /** An active member of the company with access to the app whose mobile number is `phone` (11 digits). */
  async findMemberByPhone(idCompany: number, idApp: number, phone: string) {
    return db
      .selectFrom('users')
      .innerJoin('user_apps', 'user_apps.idUser', 'users.idUser')
      .select(['users.idUser', 'users.name'])
      .where('users.idCompany', '=', idCompany)
      .where('users.phone', '=', phone)
      .where('users.active', '=', 1)
      .where('user_apps.idApp', '=', idApp)
      .orderBy('users.idUser')
      .executeTakeFirst();
  },

  /** PIN requests since `since`: for a number from an address, and from the address for any number. */
  async countRequestsSince(idApp: number, phoneHash: string, address: string, since: string) {
    const [forPhone, fromAddress] = await Promise.all([
      db
        .selectFrom('activation_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('idApp', '=', idApp)
        .where('phoneHash', '=', phoneHash)
        .where('address', '=', address)
        .where('createdAt', '>', since)
        .executeTakeFirst(),
      db
        .selectFrom('activation_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('address', '=', address)
        .where('createdAt', '>', since)
        .executeTakeFirst(),
    ]);
    return { forPhone: Number(forPhone?.count ?? 0), fromAddress: Number(fromAddress?.count ?? 0) };
  },

  /** Records a PIN request and forgets those older than `forgetBefore`. */
  async insertRequest(
    entry: { idApp: number; phoneHash: string; address: string; createdAt: string },
    forgetBefore: string,
  ) {
    await db.deleteFrom('activation_requests').where('createdAt', '<', forgetBefore).execute();
    await db.insertInto('activation_requests').values(entry).execute();
  },

  async insertPin(entry: Omit<NewRow<'activation_pins'>, 'attempts' | 'usedAt'>): Promise<void> {
    await db
      .insertInto('activation_pins')
      .values({ ...entry, attempts: 0, usedAt: null })
      .execute();
  },

  /**
   * Counts one try on the newest usable PIN of the phone and returns it, or undefined when there is none
   * (expired, used or out of tries). The count is taken before the PIN is compared, so parallel guesses
   * cannot exceed the limit.
   */
  async takeAttempt(idApp: number, phone: string, now: string, maxAttempts: number) {
    return db.transaction().execute(async (trx) => {
      const pin = await trx
        .selectFrom('activation_pins')
        .select(['idActivationPin', 'idCompany', 'idUser', 'pinHash', 'attempts'])
        .where('idApp', '=', idApp)
        .where('phone', '=', phone)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .orderBy('idActivationPin', 'desc')
        .executeTakeFirst();
      if (!pin) return undefined;
      const counted = await trx
        .updateTable('activation_pins')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('idActivationPin', '=', pin.idActivationPin)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(counted.numUpdatedRows) === 1 ? pin : undefined;
    });
  },

  /** Marks a PIN used; false when another request used it first. */
  async markUsed(idActivationPin: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('activation_pins')
      .set({ usedAt: now })
      .where('idActivationPin', '=', idActivationPin)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type ActivationRepository = ReturnType<typeof activationRepository>;
