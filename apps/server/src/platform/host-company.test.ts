import { describe, expect, it } from 'vitest';
import { createHostCompanies } from './host-company';

function setUp() {
  let now = Date.parse('2026-11-27T12:00:00Z');
  const hosts = new Map<string, number>([['acme.example', 1]]);
  let version = 0;
  let reads = 0;
  const companies = createHostCompanies({
    findCompanyOfBucketOrHost: async () => undefined,
    findCompanyOfRegisteredHost: async (host) => {
      reads += 1;
      return hosts.get(host);
    },
    readHostsVersion: async () => version,
    clock: { now: () => new Date(now) },
  });
  return {
    companies,
    hosts,
    advance: (ms: number) => {
      now += ms;
    },
    bump: () => {
      version += 1;
    },
    reads: () => reads,
  };
}

describe('createHostCompanies', () => {
  it('keeps an answer while the hosts’ version stays, and forgets it within a second once it moves', async () => {
    const { companies, hosts, advance, bump, reads } = setUp();
    expect(await companies.companyOfRegisteredHost('novo.example')).toBeUndefined();
    hosts.set('novo.example', 1);
    advance(5_000);
    expect(await companies.companyOfRegisteredHost('novo.example')).toBeUndefined();
    expect(reads()).toBe(1);
    bump();
    expect(await companies.companyOfRegisteredHost('novo.example')).toBeUndefined();
    advance(1_000);
    expect(await companies.companyOfRegisteredHost('novo.example')).toBe(1);
  });

  it('forgets every answer at once when told (the process that saved the hosts)', async () => {
    const { companies, hosts, reads } = setUp();
    expect(await companies.companyOfHost('acme.example:3000')).toBe(1);
    hosts.delete('acme.example');
    expect(await companies.companyOfHost('acme.example')).toBe(1);
    companies.forget();
    expect(await companies.companyOfHost('acme.example')).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('keeps answers their 30 seconds without a version to read', async () => {
    let now = 0;
    const hosts = new Map<string, number>([['a.example', 1]]);
    const companies = createHostCompanies({
      findCompanyOfBucketOrHost: async () => undefined,
      findCompanyOfRegisteredHost: async (host) => hosts.get(host),
      clock: { now: () => new Date(now) },
    });
    expect(await companies.companyOfRegisteredHost('a.example')).toBe(1);
    hosts.delete('a.example');
    now += 29_999;
    expect(await companies.companyOfRegisteredHost('a.example')).toBe(1);
    now += 1;
    expect(await companies.companyOfRegisteredHost('a.example')).toBeUndefined();
  });
});
