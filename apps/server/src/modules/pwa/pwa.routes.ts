import { createHash } from 'node:crypto';
import { bucketFromHost } from '@trilha/shared/rules/tenant';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantService } from '../tenant/tenant.service';
import { renderAppIcon } from './app-icon';

const ICONS = {
  'any-192.png': { size: 192, maskable: false },
  'any-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-180.png': { size: 180, maskable: true },
} as const;
type IconFile = keyof typeof ICONS;

const MAX_CACHED_ICONS = 200;

/**
 * Installable per brand (spec document 1, section 2 "Home"): the web app manifest and icons of the app
 * the host opens, so each company's app installs with its own name, colours and icon.
 */
export const pwaRoutes =
  ({ tenantService }: { tenantService: TenantService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Icons are drawn on demand and kept, as they only change with the app's name or colour.
    const rendered = new Map<string, Buffer>();

    const appOfHost = async (hostname: string) => {
      const [details] = await tenantService.getAppDetails(bucketFromHost(hostname));
      if (!details) throw new Error('app details without an app');
      return details;
    };
    const versionOf = (name: string, color: string) =>
      createHash('sha256').update(`${name}|${color}`).digest('hex').slice(0, 10);

    app.get('/manifest.webmanifest', { config: { public: true } }, async (request, reply) => {
      const details = await appOfHost(request.hostname);
      const version = versionOf(details.name, details.primaryColor);
      const icon = (file: IconFile, purpose: 'any' | 'maskable') => ({
        src: `/app-icon/${file}?v=${version}`,
        sizes: `${ICONS[file].size}x${ICONS[file].size}`,
        type: 'image/png',
        purpose,
      });
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send({
          id: '/',
          name: details.name,
          short_name: details.name.length > 12 ? details.name.slice(0, 12).trim() : details.name,
          description: `Aplicativo ${details.name}`,
          lang: 'pt-BR',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: details.primaryColor,
          background_color: details.thirdColor,
          icons: [icon('any-192.png', 'any'), icon('any-512.png', 'any'), icon('maskable-512.png', 'maskable')],
        });
    });

    /**
     * `/favicon.ico`, which browsers and bookmarks ask for by themselves: the app's own icon (its `favIcon`),
     * or its drawn app icon when it has none, so every host shows its company's mark, never a 404.
     */
    app.get('/favicon.ico', { config: { public: true } }, async (request, reply) => {
      const details = await appOfHost(request.hostname);
      if (details.favIcon) return reply.header('cache-control', 'public, max-age=3600').redirect(details.favIcon, 302);
      return reply.redirect(`/app-icon/any-192.png?v=${versionOf(details.name, details.primaryColor)}`, 302);
    });

    app.get(
      '/app-icon/:file',
      { config: { public: true }, schema: { params: z.object({ file: z.enum(Object.keys(ICONS) as [IconFile]) }) } },
      async (request, reply) => {
        const details = await appOfHost(request.hostname);
        const spec = ICONS[request.params.file];
        const key = `${details.idApp}:${request.params.file}:${versionOf(details.name, details.primaryColor)}`;
        let png = rendered.get(key);
        if (!png) {
          png = renderAppIcon({
            size: spec.size,
            background: details.primaryColor,
            name: details.name,
            maskable: spec.maskable,
          });
          if (rendered.size >= MAX_CACHED_ICONS) rendered.delete(rendered.keys().next().value as string);
          rendered.set(key, png);
        }
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
      },
    );
  };
