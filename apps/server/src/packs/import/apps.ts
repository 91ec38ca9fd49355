import type { PackSectionInput } from '@trilha/shared/api/pack-format';
import { fromCompany } from '../../db/company-rows';
import { type ImportContext, isSame } from './context';

/** Apps, by bucket; hosts follow the pack. */
export async function importApps(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, isApi, allowHostChanges, stamp, upsert, fail, record, appIds } = context;
  const companyApps = await fromCompany(db, 'apps', idCompany).select(['idApp', 'bucket']).execute();
  for (const app of companyApps) appIds.set(app.bucket, app.idApp);
  for (const [index, app] of (pack.apps ?? []).entries()) {
    const path = `apps[${index}]`;
    const existing = await db
      .selectFrom('apps')
      .select(['idApp', 'idCompany'])
      .where('bucket', '=', app.bucket)
      .executeTakeFirst();
    if (existing && existing.idCompany !== idCompany) {
      fail(`${path}.bucket`, `O bucket '${app.bucket}' pertence a outra empresa`);
      continue;
    }
    if (!existing && isApi) {
      fail(`${path}.bucket`, 'Novos aplicativos são criados só pela importação de pacotes (npm run pack:import)');
      continue;
    }
    const idApp = await upsert({
      table: 'apps',
      idColumn: 'idApp',
      entityType: 'app',
      key: app.bucket,
      id: existing?.idApp,
      values: {
        idCompany,
        idAppType: app.type,
        name: app.name,
        bucket: app.bucket,
        logo: app.logo ?? null,
        favIcon: app.favIcon ?? null,
        primaryColor: app.primaryColor,
        secondaryColor: app.secondaryColor,
        thirdColor: app.thirdColor,
        companyLogin: app.companyLogin ?? null,
        loginImage: app.loginImage ?? null,
        loginImageMobile: app.loginImageMobile ?? null,
        loginPosition: app.loginPosition ?? 'middle',
        showLoginLogo: app.showLoginLogo ?? 1,
        landingPage: app.landingPage ?? 0,
        landingLogo: app.landingLogo ?? null,
        landingPageLocation: app.landingPageLocation ?? null,
        landingPageContact: app.landingPageContact ?? null,
        lastContentRedirect: app.lastContentRedirect ?? 0,
        agreementVersion: app.agreementVersion ?? 0,
        agreementTerms: app.agreementTerms ?? null,
        onBoardScreen: app.onBoardScreen ?? 0,
        onBoardUrl: app.onBoardUrl ?? null,
        askPWA: app.askPWA ?? 0,
        gamification: app.gamification ?? 0,
        adminUrl: app.adminUrl ?? null,
        contentsMenuName: app.contentsMenuName === 'productsAndTrails' ? 'productsAndTrails' : null,
        homeDesign: app.homeDesign ? JSON.stringify(app.homeDesign) : null,
        samlConfiguration: app.samlConfiguration ? JSON.stringify(app.samlConfiguration) : null,
      },
      insertOnly: { createdAt: stamp },
    });
    appIds.set(app.bucket, idApp);

    const current = await db
      .selectFrom('app_hosts')
      .select(['host', 'position'])
      .where('idApp', '=', idApp)
      .orderBy('position')
      .execute();
    const wanted = app.hosts.map((host, position) => ({ host: host.toLowerCase(), position }));
    if (!isSame(current, wanted)) {
      if (isApi && !allowHostChanges) {
        fail(`${path}.hosts`, 'Os endereços de um aplicativo são mudados só pela importação de pacotes');
        continue;
      }
      const taken = await db
        .selectFrom('app_hosts as h')
        .innerJoin('apps as a', 'a.idApp', 'h.idApp')
        .select(['h.host', 'a.idCompany', 'a.name'])
        .where(
          'h.host',
          'in',
          wanted.map((entry) => entry.host),
        )
        .where('h.idApp', '!=', idApp)
        .execute();
      for (const { host, idCompany: owner, name } of taken) {
        const index = wanted.findIndex((entry) => entry.host === host);
        // Another company's address is not named: only that it is taken.
        fail(
          `${path}.hosts[${index}]`,
          owner === idCompany
            ? `O endereço '${host}' já é do aplicativo ${name}`
            : `O endereço '${host}' pertence a outra empresa`,
        );
      }
      if (taken.length === 0) {
        await db.deleteFrom('app_hosts').where('idApp', '=', idApp).execute();
        for (const entry of wanted)
          await db
            .insertInto('app_hosts')
            .values({ ...entry, idApp })
            .execute();
        record({
          entityType: 'appHosts',
          key: app.bucket,
          action: current.length ? 'update' : 'create',
          before: current.length ? { hosts: current.map((entry) => entry.host) } : null,
          after: { hosts: wanted.map((entry) => entry.host) },
        });
      }
    }
  }
}

/** Sections of each app's menu, then the sections they open (`sectionTo`, which may come later). */
export async function importSections(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, upsertKeyed, required, appIds } = context;
  const sectionLinks: Array<{ idSection: number; sectionTo: string | null; path: string }> = [];
  for (const [appIndex, app] of (pack.apps ?? []).entries()) {
    const idApp = appIds.get(app.bucket);
    if (idApp === undefined) continue;
    const walk = async (list: PackSectionInput[] | undefined, parent: number | null, path: string) => {
      for (const [position, section] of (list ?? []).entries()) {
        const idSection = await upsertKeyed({
          table: 'sections',
          idColumn: 'idSection',
          entityType: 'section',
          key: section.key,
          values: {
            idCompany,
            idApp,
            idSectionType: section.type,
            parentIdSection: parent,
            position,
            text: section.text,
            description: section.description ?? null,
            image: section.image ?? null,
            imageSecondary: section.imageSecondary ?? null,
            color: section.color ?? null,
            imageStyle: section.imageStyle ?? 'default',
            showText: section.showText === undefined ? 1 : section.showText ? 1 : 0,
            content: section.content ?? null,
            url: section.url ?? null,
            design: section.design ? JSON.stringify(section.design) : null,
            active: section.active === undefined ? 1 : section.active ? 1 : 0,
          },
        });
        sectionLinks.push({ idSection, sectionTo: section.sectionTo ?? null, path: `${path}[${position}].sectionTo` });
        await walk(section.children, idSection, `${path}[${position}].children`);
      }
    };
    await walk(app.sections, null, `apps[${appIndex}].sections`);
  }
  for (const link of sectionLinks) {
    const target = link.sectionTo ? await required('section', link.sectionTo, link.path, 'A seção') : null;
    const row = await db
      .selectFrom('sections')
      .select('sectionTo')
      .where('idSection', '=', link.idSection)
      .executeTakeFirstOrThrow();
    if ((row.sectionTo ?? null) !== (target ?? null)) {
      await db
        .updateTable('sections')
        .set({ sectionTo: target ?? null })
        .where('idSection', '=', link.idSection)
        .execute();
    }
  }
}
