import type { Migration } from 'kysely/migration';
import * as tenancyAndAuth from './0001-tenancy-and-auth';
import * as jobs from './1400-jobs';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-tenancy-and-auth': tenancyAndAuth,
  '1400-jobs': jobs,
};
