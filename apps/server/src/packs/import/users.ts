import { cpfDigits } from '@trilha/shared/rules/cpf';
import { phoneDigits } from '@trilha/shared/rules/phone';
import { hashPassword } from '../../platform/passwords';
import type { ImportContext } from './context';

/** Members, by username; what members edit themselves is set only when they are created. */
export async function importUsers(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, stamp, upsert, fail, record, appIds, findUser, rememberUser } = context;
  const passwords = new Map<string, string>();
  for (const [index, user] of (pack.users ?? []).entries()) {
    const existing = await findUser(user.username);
    const before = existing
      ? await db
          .selectFrom('users')
          .select(['active', 'tokenVersion'])
          .where('idUser', '=', existing)
          .executeTakeFirst()
      : undefined;
    let passwordHash: string | null = user.passwordHash ?? null;
    if (!existing && user.password) {
      passwordHash = passwords.get(user.password) ?? (await hashPassword(user.password));
      passwords.set(user.password, passwordHash);
    }
    const active = user.active ?? 1;
    const idUser = await upsert({
      table: 'users',
      idColumn: 'idUser',
      entityType: 'user',
      key: user.username,
      id: existing,
      values: {
        idCompany,
        username: user.username,
        email: (user.email ?? user.username).toLowerCase(),
        name: user.name,
        userType: user.userType ?? 1,
        department: user.department ?? null,
        role: user.role ?? null,
        managerName: user.managerName ?? null,
        unit: user.unit ?? null,
        branch: user.branch ?? null,
        employeeCode: user.employeeCode ?? null,
        guestCompany: user.guestCompany ?? null,
        guestCnpj: user.guestCnpj ?? null,
        admin: user.admin ?? 0,
        canAccessSupport: user.canAccessSupport ?? 0,
        active,
      },
      insertOnly: {
        phone: user.phone ? phoneDigits(user.phone) : null,
        cpf: user.cpf ? cpfDigits(user.cpf) : null,
        photo: user.photo ?? null,
        askPWA: user.askPWA ?? 0,
        communicationAccepted: user.communicationAccepted ?? 0,
        emailNotification: user.emailNotification ?? 0,
        smsNotification: user.smsNotification ?? 0,
        passwordHash,
        tokenVersion: 0,
        userLicenceTermsAccepted: 0,
        idManager: null,
        lastLogin: null,
        lastAccess: null,
        createdAt: stamp,
      },
    });
    rememberUser(user.username, idUser);
    // A member switched off loses the sessions they have open.
    if (before?.active === 1 && active === 0) {
      await db
        .updateTable('users')
        .set({ tokenVersion: before.tokenVersion + 1 })
        .where('idUser', '=', idUser)
        .execute();
    }
    const wanted = new Set(
      (user.apps ?? [...appIds.keys()]).map((bucket) => {
        const idApp = appIds.get(bucket);
        if (idApp === undefined) fail(`users[${index}].apps`, `O aplicativo '${bucket}' não existe`);
        return idApp ?? 0;
      }),
    );
    const current = new Set(
      (
        await db
          .selectFrom('user_apps')
          .select('idApp')
          .where('idUser', '=', idUser)
          .where('idApp', 'in', [...appIds.values(), 0])
          .execute()
      ).map((row) => row.idApp),
    );
    const toAdd = [...wanted].filter((idApp) => idApp > 0 && !current.has(idApp));
    const toRemove = [...current].filter((idApp) => !wanted.has(idApp));
    for (const idApp of toAdd) await db.insertInto('user_apps').values({ idUser, idApp }).execute();
    if (toRemove.length)
      await db.deleteFrom('user_apps').where('idUser', '=', idUser).where('idApp', 'in', toRemove).execute();
    if ((toAdd.length || toRemove.length) && existing) {
      record({
        entityType: 'userApps',
        key: user.username,
        action: 'update',
        before: { apps: [...current] },
        after: { apps: [...wanted] },
      });
    }
  }
  for (const [index, user] of (pack.users ?? []).entries()) {
    if (user.manager === undefined) continue;
    const idUser = (await findUser(user.username)) as number;
    const idManager = user.manager ? ((await findUser(user.manager)) ?? null) : null;
    if (user.manager && idManager === null) fail(`users[${index}].manager`, `O gestor '${user.manager}' não existe`);
    await db.updateTable('users').set({ idManager }).where('idUser', '=', idUser).execute();
  }
}
