import { useQuery } from '@tanstack/react-query';
import { searchUsersByName, visibleUserCount } from '@trilha/shared/rules/directory-search';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fetchDirectory } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { SearchIcon } from '../../ui/icons';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

/** The profile view's address for a member: `/PerfilUsuario?nome&email&photo` (document 2, 2.1). */
export function profilePath(user: { name: string; email: string; photo: string | null }): string {
  const query = new URLSearchParams({ nome: user.name, email: user.email });
  if (user.photo) query.set('photo', user.photo);
  return `/PerfilUsuario?${query.toString()}`;
}

/**
 * The user directory (section type 21): 'Buscar Usuário' by name (case-insensitive substring) and 10 more
 * members per 'ver mais' (document 2, 4 and 5).
 */
export function DirectorySection() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(0);
  const users = useQuery({ queryKey: communityKeys.directory(), queryFn: fetchDirectory });
  const found = searchUsersByName(users.data?.userList ?? [], search);
  const visible = found.slice(0, visibleUserCount(found.length, pages));
  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {t('community.directory.search')}
        </label>
        <SearchIcon
          className="pointer-events-none absolute size-5 top-1/2 left-3 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t('community.directory.search')}
          onChange={(event) => {
            setSearch(event.target.value);
            setPages(0);
          }}
          className="h-12 w-full rounded-full border border-line bg-white pr-4 pl-10"
        />
      </div>
      {users.isPending ? (
        <LoadingState label={t('common.loading')} showLabel />
      ) : users.isError ? (
        <MessagePanel title={t('common.loadError')} tone="error" />
      ) : found.length === 0 ? (
        <MessagePanel title={t('community.directory.empty')} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {visible.map((user) => (
              <li key={user.idUser}>
                <Link
                  to={profilePath(user)}
                  className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:ring-brand"
                >
                  <Avatar name={user.name} photo={user.photo} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-ink">{user.name}</span>
                    <span className="truncate text-sm text-muted">{user.email}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {visible.length < found.length ? (
            <Button variant="secondary" className="self-center" onClick={() => setPages(pages + 1)}>
              {t('community.directory.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A member's photo, or their initials on the brand colour. */
export function Avatar({ name, photo, size = 'md' }: { name: string; photo: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-28 text-3xl' : 'size-12 text-base';
  if (photo) return <img src={photo} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('pt-BR'))
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand`}
    >
      {initials}
    </span>
  );
}
