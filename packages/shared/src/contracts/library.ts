import type { libraryParams, libraryQuery, libraryResponse } from '../api/library';
import { contract } from '../contract';

/** A library folder's direct children; no prefix lists the root (designed here: the specification does not show the path). */
export const listLibraryFolder = contract<{
  params: typeof libraryParams;
  query: typeof libraryQuery;
  response: typeof libraryResponse;
}>('GET', '/library/:idSection');
