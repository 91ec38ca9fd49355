import { describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../../../test/harness';
import { createContentHosts } from './content-hosts';

const hosts = (template = 'scorm.{host}') => {
  const companyOfAppHost = vi.fn(
    async (host: string) => ({ 'academia.acme.com.br': 1, localhost: 1, 'globex.example': 2 })[host] ?? null,
  );
  const clock = createTestClock();
  return { contentHosts: createContentHosts({ template, companyOfAppHost, clock }), companyOfAppHost, clock };
};

describe('content hosts beside the app hosts', () => {
  it.each([
    ['scorm.{host}', 'academia.acme.com.br', 'scorm.academia.acme.com.br'],
    ['scorm-{host}', 'acme.trilha.app', 'scorm-acme.trilha.app'],
    ['{host}.pacotes', 'acme.localhost', 'acme.localhost.pacotes'],
    ['scorm.{host}', '127.0.0.1', 'scorm.localhost'],
    ['scorm.{host}', '[::1]', 'scorm.localhost'],
  ])('%s beside %s is %s, and reads back', (template, app, content) => {
    const { contentHosts } = hosts(template);
    expect(contentHosts.contentHostOf(app)).toBe(content);
    if (!app.includes(':') && !/^\d/.test(app)) expect(contentHosts.appHostOf(content)).toBe(app);
  });

  it('is no content host for an app host or a stranger name', () => {
    const { contentHosts } = hosts();
    for (const name of ['academia.acme.com.br', 'scorm.', 'scorm..x', 'outro.example', 'scorm.-x']) {
      expect(contentHosts.appHostOf(name), name).toBeNull();
    }
  });

  it("belongs to its app host's company, looked up once in 30 seconds", async () => {
    const { contentHosts, companyOfAppHost, clock } = hosts();
    expect(await contentHosts.companyOf('SCORM.academia.acme.com.br')).toBe(1);
    expect(await contentHosts.companyOf('scorm.academia.acme.com.br')).toBe(1);
    expect(await contentHosts.companyOf('scorm.globex.example')).toBe(2);
    expect(await contentHosts.companyOf('scorm.nenhum.example')).toBeNull();
    expect(await contentHosts.companyOf('academia.acme.com.br')).toBeNull();
    expect(companyOfAppHost).toHaveBeenCalledTimes(3);
    clock.advance(31_000);
    await contentHosts.companyOf('scorm.academia.acme.com.br');
    expect(companyOfAppHost).toHaveBeenCalledTimes(4);
  });

  it('keeps the scheme and port of the request', () => {
    const { contentHosts } = hosts();
    expect(contentHosts.originOf({ protocol: 'https', host: 'academia.acme.com.br' })).toBe(
      'https://scorm.academia.acme.com.br',
    );
    expect(contentHosts.originOf({ protocol: 'http', host: 'acme-academy.localhost:5173' })).toBe(
      'http://scorm.acme-academy.localhost:5173',
    );
    expect(contentHosts.originOf({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://scorm.localhost:3000');
  });
});
