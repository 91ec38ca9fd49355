import { useQueryClient } from '@tanstack/react-query';
import type { SupportAccessUser } from '@trilha/shared/api/account';
import { SUPPORT_ACCESS_PAGE_SIZE, SUPPORT_SEARCH_MAX_LENGTH } from '@trilha/shared/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchSupportUsers, startSupportAccess } from '../../api/account';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { beginSupportSession } from '../../lib/support-session';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { DialogSearch } from './dialog-search';

/**
 * The support-access modal (spec 3, 2.10, 5 and 7.7): search a member (at most 300 characters, only with
 * text, 10 a page, 'Nenhum resultado encontrado.'), then browse as them.
 */
export function SupportAccessModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ users: SupportAccessUser[]; total: number; offset: number } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function search(offset: number) {
    const searchText = text.trim();
    if (!searchText) return;
    setIsBusy(true);
    setError(null);
    try {
      const answer = await fetchSupportUsers(searchText, offset);
      setResult({ users: answer.userList, total: answer.totalRecords, offset });
    } catch (caught) {
      setError(errorMessage(caught, t('account.support.failed')));
    } finally {
      setIsBusy(false);
    }
  }

  async function access(user: SupportAccessUser) {
    setIsBusy(true);
    setError(null);
    try {
      const answer = await startSupportAccess(user.idUser);
      queryClient.clear();
      beginSupportSession(answer);
      onOpenChange(false);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, t('account.support.failed')));
      setIsBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.support.title')}
      description={t('account.support.hint')}
    >
      <DialogSearch
        id="support-search"
        label={t('account.support.search')}
        value={text}
        maxLength={SUPPORT_SEARCH_MAX_LENGTH}
        onChange={setText}
        onSubmit={() => void search(0)}
        button={
          <Button type="submit" disabled={!text.trim() || isBusy}>
            {t('account.support.searchButton')}
          </Button>
        }
      />
      {isBusy && !result ? <Spinner label={t('common.loading')} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {result ? (
        result.users.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            {t('account.support.empty')}
          </p>
        ) : (
          <>
            <ul
              className="flex flex-col divide-y divide-line"
              aria-label={t('account.support.results', { count: result.total })}
            >
              {result.users.map((user) => (
                <li key={user.idUser} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{user.name}</span>
                    <span className="block truncate text-xs text-muted">{user.email}</span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={isBusy}
                    onClick={() => void access(user)}
                    aria-label={t('account.support.access', { name: user.name })}
                    className="shrink-0"
                  >
                    {t('account.support.accessShort')}
                  </Button>
                </li>
              ))}
            </ul>
            {result.total > SUPPORT_ACCESS_PAGE_SIZE ? (
              <div className="flex justify-between">
                <Button
                  variant="link"
                  disabled={result.offset === 0 || isBusy}
                  onClick={() => void search(Math.max(0, result.offset - SUPPORT_ACCESS_PAGE_SIZE))}
                >
                  {t('account.previous')}
                </Button>
                <Button
                  variant="link"
                  disabled={result.offset + SUPPORT_ACCESS_PAGE_SIZE >= result.total || isBusy}
                  onClick={() => void search(result.offset + SUPPORT_ACCESS_PAGE_SIZE)}
                >
                  {t('account.next')}
                </Button>
              </div>
            ) : null}
          </>
        )
      ) : null}
    </Modal>
  );
}
