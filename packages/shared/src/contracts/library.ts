import type * as library from '../api/library';
import { contract } from '../contract';

/** A library folder's direct children; no prefix lists the root (designed here: the specification does not show the path). */
export const listLibraryFolder = contract<{
  params: typeof library.libraryParams;
  query: typeof library.libraryQuery;
  response: typeof library.libraryResponse;
}>('GET', '/library/:idSection');
