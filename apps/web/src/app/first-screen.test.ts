import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type StoredSession, setSession } from '../api/session';
import { preloadFirstScreen } from './first-screen';

const session = (idAppType: number) =>
  ({
    token: 't',
    loginInfo: { idUser: 3, idCompany: 7, idAppType, lastLogin: new Date().toISOString() },
  }) as unknown as StoredSession;

describe('preloadFirstScreen', () => {
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response('{"success":true,"node":{}}', { headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("asks for the learning home's node under the key the home reads", async () => {
    setSession(session(2));
    const client = new QueryClient();
    preloadFirstScreen(client, '/');
    await vi.waitFor(() => expect(client.getQueryData(['learning', 'node', 7])).toEqual({ success: true, node: {} }));
    expect(fetched).toEqual(['/learning/nodes/7']);
  });

  it("asks for a catalog's node by its code", async () => {
    setSession(session(2));
    const client = new QueryClient();
    preloadFirstScreen(client, '/catalog/vendas%20consultivas');
    await vi.waitFor(() => expect(client.getQueryData(['learning', 'node', 'vendas consultivas'])).toBeTruthy());
    expect(fetched).toEqual(['/learning/nodes/vendas%20consultivas']);
  });

  it('asks for nothing without a session, in the content app, or on another page', () => {
    const client = new QueryClient();
    preloadFirstScreen(client, '/');
    setSession(session(1));
    preloadFirstScreen(client, '/');
    setSession(session(2));
    preloadFirstScreen(client, '/myJourney');
    expect(fetched).toEqual([]);
  });
});
