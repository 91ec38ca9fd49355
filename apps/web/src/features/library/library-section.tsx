import { useQuery } from '@tanstack/react-query';
import { entryName, libraryCrumbs } from '@trilha/shared/rules/library-path';
import { useSearchParams } from 'react-router';
import { fetchLibrary } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { DownloadIcon } from '../../ui/icons';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

const modified = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The library (section type 13, document 2, 2.3): a folder's folders and files in columns Nome and
 * Modificado, with breadcrumbs whose segments are cut at 40 characters. The folder is in the address
 * (`?pasta=`), so Back returns to the previous folder.
 */
export function LibrarySection({ idSection, section }: SectionScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawPrefix = params.get('pasta') ?? '';
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  const library = useQuery({
    queryKey: communityKeys.library(idSection, prefix),
    queryFn: () => fetchLibrary(idSection, prefix),
  });
  const open = (folder: string) => {
    const next = new URLSearchParams(params);
    if (folder) next.set('pasta', folder);
    else next.delete('pasta');
    setParams(next);
  };
  const crumbs = libraryCrumbs(prefix);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('community.library.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            {crumbs.length === 0 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {section.text}
              </span>
            ) : (
              <button type="button" onClick={() => open('')} className="min-h-11 px-1 text-brand hover:underline">
                {section.text}
              </button>
            )}
          </li>
          {crumbs.map((crumb, index) => (
            <li key={crumb.prefix} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-muted">
                /
              </span>
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => open(crumb.prefix)}
                  className="min-h-11 px-1 text-brand hover:underline"
                >
                  {crumb.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {library.isPending ? (
        <LoadingState label={t('common.loading')} showLabel />
      ) : library.isError ? (
        <MessagePanel title={t('common.loadError')} tone="error" />
      ) : library.data.files.length === 0 ? (
        <MessagePanel title={t('community.library.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('community.library.name')}
                </th>
                <th scope="col" className="w-44 px-4 py-3">
                  {t('community.library.modified')}
                </th>
              </tr>
            </thead>
            <tbody>
              {library.data.files.map((file) => (
                <tr key={file.key} className="border-b border-line last:border-0">
                  <td className="px-4 py-1">
                    {file.isFolder ? (
                      <button
                        type="button"
                        onClick={() => open(file.key)}
                        className="flex min-h-11 items-center gap-2 text-left font-semibold text-ink hover:text-brand"
                      >
                        <FolderIcon />
                        <span className="sr-only">{t('community.library.folder')}: </span>
                        {entryName(file.key)}
                      </button>
                    ) : (
                      <a
                        href={file.url ?? '#'}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex min-h-11 items-center gap-2 text-ink hover:text-brand"
                      >
                        <DownloadIcon aria-hidden="true" />
                        {entryName(file.key)}
                      </a>
                    )}
                  </td>
                  <td className="px-4 py-1 text-muted">{modified.format(new Date(file.date))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function FolderIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0 text-brand">
      <path fill="currentColor" d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </svg>
  );
}
