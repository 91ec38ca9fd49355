import type * as tenant from '../api/tenant';
import { contract } from '../contract';

/** The app a host opens, by its bucket: names, colours and login options, before any session. */
export const getAppDetails = contract<{
  body: typeof tenant.appDetailsRequest;
  response: typeof tenant.appDetailsResponse;
}>('POST', '/app/details');
