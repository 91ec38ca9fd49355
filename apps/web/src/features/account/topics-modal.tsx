import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { TAG_PAGE_SIZE, TOPIC_SEARCH_MAX_LENGTH } from '@trilha/shared/constants';
import { compareText } from '@trilha/shared/rules/text-order';
import { useEffect, useState } from 'react';
import { fetchTags, fetchUserTags, saveUserTags } from '../../api/account';
import { learningKeys } from '../../api/learning-keys';
import { accountKeys } from '../../api/query-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { DialogSearch } from './dialog-search';
import { type AccountModalProps, SaveActions, useModalSave } from './modal-save';

/**
 * Topics of interest (spec 3, 2.9): a search (at most 400 characters), the company's tags page by page
 * (10 a page) and the member's own tags; the recommendations follow them.
 */
export function TopicsModal({ idUser, open, onOpenChange }: AccountModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [mine, setMine] = useState<string[] | null>(null);
  const { message, setMessage, isSaving, run } = useModalSave();
  const saved = useQuery({
    queryKey: accountKeys.userTags(idUser),
    queryFn: () => fetchUserTags(idUser),
    enabled: open,
  });
  const available = useQuery({
    queryKey: accountKeys.tags(search, offset),
    queryFn: () => fetchTags(search, offset),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (open && saved.data && mine === null) setMine(saved.data.tags.map((entry) => entry.tag));
  }, [open, saved.data, mine]);
  const chosen = mine ?? [];
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setMine(null);
      setMessage(null);
    }
  };
  const handleSearch = () => {
    setOffset(0);
    setSearch(draft.trim());
  };
  const save = () =>
    run(async () => {
      const answer = await saveUserTags(idUser, chosen);
      queryClient.setQueryData(accountKeys.userTags(idUser), answer);
      // The chosen topics pick the recommended trainings.
      void queryClient.invalidateQueries({ queryKey: learningKeys.recommendations(idUser) });
    }, t('account.topicsSaved'));
  const total = available.data?.totalRecords ?? 0;
  return (
    <Modal open={open} onOpenChange={close} title={t('account.topics')} description={t('account.topicsHint')}>
      <DialogSearch
        id="topics-search"
        label={t('account.topicsSearch')}
        value={draft}
        maxLength={TOPIC_SEARCH_MAX_LENGTH}
        onChange={setDraft}
        onSubmit={handleSearch}
        button={
          <Button type="submit" variant="secondary">
            {t('account.support.searchButton')}
          </Button>
        }
      />
      <section aria-labelledby="topics-available">
        <h3 id="topics-available" className="mb-2 text-sm font-bold text-ink">
          {t('account.topicsAvailable')}
        </h3>
        {available.data && available.data.result.length === 0 ? (
          <p className="text-sm text-muted">{t('account.topicsEmpty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {(available.data?.result ?? []).map((tag) => {
              const isChosen = chosen.includes(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    onClick={() =>
                      setMine(isChosen ? chosen.filter((entry) => entry !== tag) : [...chosen, tag].sort(compareText))
                    }
                    className="min-h-11 rounded-full border border-brand px-4 text-sm font-medium text-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
                  >
                    {tag}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {total > TAG_PAGE_SIZE ? (
          <div className="mt-2 flex justify-between">
            <Button
              variant="link"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - TAG_PAGE_SIZE))}
            >
              {t('account.previous')}
            </Button>
            <Button
              variant="link"
              disabled={offset + TAG_PAGE_SIZE >= total}
              onClick={() => setOffset(offset + TAG_PAGE_SIZE)}
            >
              {t('account.next')}
            </Button>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="topics-mine">
        <h3 id="topics-mine" className="mb-2 text-sm font-bold text-ink">
          {t('account.topicsMine')}
        </h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-muted">{t('account.topicsNone')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  aria-label={t('account.remove', { tag })}
                  onClick={() => setMine(chosen.filter((entry) => entry !== tag))}
                  className="flex min-h-11 items-center gap-2 rounded-full bg-brand-3 px-4 text-sm font-medium text-ink"
                >
                  {tag} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SaveActions
        message={message}
        isSaving={isSaving}
        canSave={mine !== null}
        onClose={() => close(false)}
        onSave={() => void save()}
      />
    </Modal>
  );
}
