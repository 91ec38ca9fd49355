import type { LibraryResponse } from '@trilha/shared/api/library';
import { isDirectChild, sortLibrary } from '@trilha/shared/rules/library-path';
import type { AuthContext } from '../../platform/auth-context';
import { COMMUNITY_SECTION_TYPES, type CommunitySections } from '../community/community-sections';
import type { LibraryRepository } from './library.repository';

/** The library of a section (type 13): one folder's folders and files (document 2, 2.3). */
export const libraryService = ({
  libraryRepository,
  sections,
}: {
  libraryRepository: LibraryRepository;
  sections: CommunitySections;
}) => ({
  async listFolder(auth: AuthContext, idSection: number, prefix: string): Promise<LibraryResponse> {
    await sections.requireSection(auth, idSection, COMMUNITY_SECTION_TYPES.library);
    const rows = await libraryRepository.findUnderPrefix(auth.idCompany, idSection, prefix);
    const files = rows
      .filter((row) => isDirectChild(row.key, prefix))
      .map((row) => ({
        key: row.key,
        url: row.isFolder ? null : row.url,
        date: row.date,
        isFolder: row.isFolder === 1,
      }));
    return { success: true, files: sortLibrary(files) };
  },
});

export type LibraryService = ReturnType<typeof libraryService>;
