import type { ScormPackageFiles, ScormPlayResponse } from '@trilha/shared/api/learning-scorm';
import { describe, expect, it } from 'vitest';
import { createKeptFiles, type KeptFile, type KeptFilesStorage, keptFileKey } from './kept-files';

const TOKEN = '1.2s.1abcdef.AAAAAAAAAAAAAAAAAAAAAA';
/** The content host the course runs on, whose Cache Storage keeps its files. */
const CONTENT = 'https://1.scorm.example';

/** Storage in memory: the list per owner and the cache as key -> size; `fail` makes one address fail. */
function memoryStorage(sizes: Record<string, number>, fail?: string) {
  const lists = new Map<string, KeptFile[]>();
  const cache = new Map<string, number>();
  const downloaded: string[] = [];
  const storage: KeptFilesStorage = {
    load: async (owner) => lists.get(owner) ?? [],
    save: async (owner, files) => void lists.set(owner, files),
    async download(url, key = url) {
      downloaded.push(url);
      if (url === fail) throw new Error('offline');
      const size = sizes[url] ?? 1;
      cache.set(key, size);
      return size;
    },
    evict: async (key) => void cache.delete(key),
  };
  return { storage, cache, lists, downloaded };
}

const files: ScormPackageFiles = {
  idContentItem: 30,
  idScormPackage: 64,
  title: 'Atendimento ao cliente',
  version: '2004',
  baseUrl: `${CONTENT}/scorm-content/${TOKEN}/`,
  files: ['imsmanifest.xml', 'modulo1/index.html', 'mídia/vídeo 1.mp4'],
  totalBytes: 600,
};
const sizes = {
  [`${CONTENT}/scorm-content/${TOKEN}/imsmanifest.xml`]: 100,
  [`${CONTENT}/scorm-content/${TOKEN}/modulo1/index.html`]: 200,
  [`${CONTENT}/scorm-content/${TOKEN}/m%C3%ADdia/v%C3%ADdeo%201.mp4`]: 300,
};
const launch = (token = TOKEN) =>
  ({
    url: `${CONTENT}/scorm-content/${token}/modulo1/index.html`,
    sessionKey: 'sessao-online-000001',
  }) as ScormPlayResponse;

describe('a packaged course kept on the device', () => {
  it('downloads every file under keys of its content origin that do not depend on the token, with progress, and lists it', async () => {
    const memory = memoryStorage(sizes);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7', now: () => 1000 });
    const progress: number[] = [];
    const entry = await kept.keepPackage(files, { title: 'Atendimento', path: '/lms/1/30/2/1' }, (step) =>
      progress.push(step.files),
    );
    expect([...memory.cache.keys()].sort()).toEqual([
      `${CONTENT}/scorm-content/kept/1.2s/imsmanifest.xml`,
      `${CONTENT}/scorm-content/kept/1.2s/m%C3%ADdia/v%C3%ADdeo%201.mp4`,
      `${CONTENT}/scorm-content/kept/1.2s/modulo1/index.html`,
    ]);
    expect(progress).toEqual([0, 1, 2, 3]);
    expect(entry).toMatchObject({ url: '/scorm-content/kept/1.2s/', kind: 'package', bytes: 600, keptAt: 1000 });
    expect(kept.list()).toEqual([entry]);
    expect(memory.lists.get('host:7')).toEqual([entry]);
  });

  it('keeps a lesson launch and what was committed since, only for the kept package', async () => {
    const memory = memoryStorage(sizes);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7' });
    await kept.saveLaunch(30, 5, launch());
    await kept.keepPackage(files, { title: 'Atendimento', path: '/lms/1/30/2/1' });
    expect(await kept.findLaunch(30, 5)).toBeNull();
    await kept.saveLaunch(30, 5, launch());
    // A launch of another package of the content (a newer upload) is not this copy's.
    await kept.saveLaunch(30, 6, launch('1.2t.1abcdef.AAAAAAAAAAAAAAAAAAAAAA'));
    await kept.saveCommitted(30, 5, { location: 'p2', completionStatus: 'incomplete' });
    expect(await kept.findLaunch(30, 5)).toEqual({
      launch: launch(),
      last: { location: 'p2', completionStatus: 'incomplete' },
    });
    expect(await kept.findLaunch(30, 6)).toBeNull();
    // Keeping the same package again refreshes its files and keeps its launches.
    await kept.keepPackage(files, { title: 'Atendimento', path: '/lms/1/30/2/1' });
    expect((await kept.findLaunch(30, 5))?.last).toEqual({ location: 'p2', completionStatus: 'incomplete' });
    expect(kept.list()).toHaveLength(1);
  });

  it('does not launch a lesson of a copy kept on the app origin, which no longer serves packages', async () => {
    const memory = memoryStorage(sizes);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7' });
    const old: KeptFile = {
      url: '/scorm-content/kept/1.2s/',
      title: 'Atendimento',
      kind: 'package',
      path: '/lms/1/30/2/1',
      bytes: 600,
      keptAt: 1,
      package: {
        idContentItem: 30,
        idScormPackage: 64,
        packageId: '1.2s',
        keys: ['/scorm-content/kept/1.2s/modulo1/index.html'],
        launches: { 5: { launch: launch(), last: null } },
      },
    };
    await memory.storage.save('host:7', [old]);
    expect(await kept.findLaunch(30, 5)).toBeNull();
  });

  it('keeps a file under its address without the signature, so a renewed address still finds it', async () => {
    const memory = memoryStorage(sizes);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7' });
    const today = `/files/1/aula.mp4?sig=1800000000.${'a'.repeat(24)}`;
    const tomorrow = `/files/1/aula.mp4?sig=1800043200.${'b'.repeat(24)}`;
    await kept.keep({ url: today, title: 'Aula', kind: 'video', path: '/c/1' });
    expect(memory.downloaded).toEqual([today]);
    expect([...memory.cache.keys()]).toEqual(['/files/1/aula.mp4']);
    expect(kept.list().map((file) => file.url)).toEqual([keptFileKey(tomorrow)]);
    await kept.remove(tomorrow);
    expect([...memory.cache.keys()]).toEqual([]);
    expect(kept.list()).toEqual([]);
  });

  it('removes every file of the package with it', async () => {
    const memory = memoryStorage(sizes);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7' });
    await kept.keep({ url: '/files/1/aula.mp4', title: 'Aula', kind: 'video', path: '/c/1' });
    const entry = await kept.keepPackage(files, { title: 'Atendimento', path: '/lms/1/30/2/1' });
    await kept.remove(entry.url);
    expect([...memory.cache.keys()]).toEqual(['/files/1/aula.mp4']);
    expect(kept.list().map((file) => file.url)).toEqual(['/files/1/aula.mp4']);
    expect(kept.findPackage(30)).toBeUndefined();
  });

  it('leaves nothing of a package whose download failed', async () => {
    const memory = memoryStorage(sizes, `${CONTENT}/scorm-content/${TOKEN}/modulo1/index.html`);
    const kept = createKeptFiles({ storage: memory.storage, owner: () => 'host:7' });
    await expect(kept.keepPackage(files, { title: 'Atendimento', path: '/lms/1/30/2/1' })).rejects.toThrow();
    expect([...memory.cache.keys()]).toEqual([]);
    expect(kept.list()).toEqual([]);
  });
});
