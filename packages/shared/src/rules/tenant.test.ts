import { describe, expect, it } from 'vitest';
import { bucketFromHost } from './tenant';

describe('bucketFromHost', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME-Academy.localhost', 'acme-academy'],
    ['localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['[::1]', 'localhost'],
    ['app.acme.com.br', 'app.acme.com.br'],
    ['app.acme.com.br.', 'app.acme.com.br'],
  ])('%s opens bucket %s', (host, bucket) => {
    expect(bucketFromHost(host)).toBe(bucket);
  });
});
