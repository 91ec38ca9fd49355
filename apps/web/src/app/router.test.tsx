import type { AppType } from '@trilha/shared/api/tenant';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, discoverConsoleRoutes } from './router';

// The service worker's registration is a module of the PWA plugin, absent outside the build; no screen is drawn here.
vi.mock('./service-worker', () => ({ useServiceWorkerUpdate: () => ({ isUpdateWaiting: false, update: () => {} }) }));

/** Every path a route tree declares, at any depth. */
function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

/** The app's router opened at `path`, once its first navigation has finished. */
async function openedAt(appType: AppType, path: string) {
  const router = createMemoryRouter(appRoutes(appType), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverConsoleRoutes,
  });
  await settled(router);
  return router;
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
}

const matchedPaths = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.flatMap((match) => (match.route.path ? [match.route.path] : []));

describe('the console in the router', () => {
  it.each([1, 2] as const)('is absent from the route tree of the first screens of app type %i', (appType) => {
    const paths = pathsOf(appRoutes(appType));
    expect(paths).toContain('/login');
    expect(paths.filter((path) => /^\/(admin|teste-saml)/i.test(path))).toEqual([]);
  });

  it.each([1, 2] as const)('opens a console page from a deep link in app type %i', async (appType) => {
    const router = await openedAt(appType, '/admin/conteudos/secoes/7');
    expect(matchedPaths(router)).toEqual(['/admin', 'conteudos/secoes/:idSection']);
    expect(router.state.matches.at(-1)?.params).toMatchObject({ idSection: '7' });
    expect(router.state.errors).toBeNull();
  });

  it("opens the console's first page and its reports at their addresses", async () => {
    const router = await openedAt(2, '/admin');
    expect(matchedPaths(router)).toEqual(['/admin']);
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    await router.navigate('/admin/relatorios/equipe');
    await settled(router);
    expect(matchedPaths(router)).toEqual(['/admin', 'relatorios/*']);
  });

  it('navigates inside the console without adding its routes twice', async () => {
    const router = await openedAt(1, '/admin/usuarios');
    expect(matchedPaths(router)).toEqual(['/admin', 'usuarios']);
    for (const path of ['/admin/avaliacoes/3', '/admin/campanhas/4', '/admin/treinamentos/paginas/5']) {
      await router.navigate(path);
      await settled(router);
      expect(matchedPaths(router).at(0)).toBe('/admin');
    }
    expect(pathsOf(router.routes).filter((path) => path === '/admin')).toHaveLength(1);
  });

  it("opens the SAML test's page, outside the console", async () => {
    const router = await openedAt(1, '/teste-saml');
    expect(matchedPaths(router)).toEqual(['/teste-saml']);
  });

  it("leaves the console out of a member's addresses, an unknown one included", async () => {
    const router = await openedAt(1, '/pagina/que/nao/existe');
    expect(matchedPaths(router).at(-1)).toBe('*');
    await router.navigate('/administracao');
    await settled(router);
    expect(matchedPaths(router).at(-1)).toBe('*');
    expect(pathsOf(router.routes).filter((path) => /^\/(admin|teste-saml)/i.test(path))).toEqual([]);
  });
});
