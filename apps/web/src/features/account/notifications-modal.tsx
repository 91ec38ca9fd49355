import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationConfiguration } from '@trilha/shared/api/account';
import { Switch, Tooltip } from 'radix-ui';
import { useState } from 'react';
import { fetchNotificationConfigurations, saveNotificationConfigurations } from '../../api/account';
import { accountKeys } from '../../api/query-keys';
import { useTranslation } from '../../i18n';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { type AccountModalProps, SaveActions, useModalSave } from './modal-save';

const SECTIONS = ['LEARNING', 'SYSTEM', 'TEAM'] as const;

/**
 * The notification modal (spec 3, 2.9 and 4.15): a switch per notification, grouped by section. OPTIONAL
 * ones toggle; MANDATORY show on and DEACTIVATED off, both locked with the tooltip; only changes are sent.
 */
export function NotificationsModal({ idUser, open, onOpenChange }: AccountModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = accountKeys.notifications(idUser);
  const list = useQuery({ queryKey: key, queryFn: () => fetchNotificationConfigurations(idUser), enabled: open });
  const [changes, setChanges] = useState<Record<number, 0 | 1>>({});
  const { message, setMessage, isSaving, run } = useModalSave();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setChanges({});
      setMessage(null);
    }
  };
  const currentValue = (entry: NotificationConfiguration) => changes[entry.idNotification] ?? entry.active;

  async function save() {
    const entries = (list.data?.notifications ?? []).filter(
      (entry) => changes[entry.idNotification] !== undefined && changes[entry.idNotification] !== entry.active,
    );
    if (entries.length === 0) {
      setMessage({ tone: 'success', text: t('account.noChanges') });
      return;
    }
    await run(async () => {
      const answer = await saveNotificationConfigurations(
        idUser,
        entries.map((entry) => ({
          idNotification: entry.idNotification,
          idNotificationUser: entry.idNotificationUser,
          type: entry.type,
          active: currentValue(entry),
        })),
      );
      queryClient.setQueryData(key, answer);
      setChanges({});
    }, t('account.notificationsSaved'));
  }

  return (
    <Modal open={open} onOpenChange={close} title={t('account.notifications')}>
      {list.isPending ? (
        <Spinner label={t('common.loading')} showLabel />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {t('account.saveFailed')}
        </p>
      ) : (
        <Tooltip.Provider>
          <div className="flex flex-col gap-5">
            {SECTIONS.map((section) => {
              const entries = list.data.notifications.filter((entry) => entry.section === section);
              if (entries.length === 0) return null;
              return (
                <section key={section} aria-labelledby={`notifications-${section}`}>
                  <h3 id={`notifications-${section}`} className="mb-2 text-sm font-bold uppercase text-muted">
                    {t(`account.sections.${section}`)}
                  </h3>
                  <ul className="flex flex-col divide-y divide-line">
                    {entries.map((entry) => {
                      const isLocked = entry.status !== 'OPTIONAL';
                      const id = `notification-${entry.idNotification}`;
                      const control = (
                        <Switch.Root
                          id={id}
                          checked={currentValue(entry) === 1}
                          disabled={isLocked}
                          aria-describedby={isLocked ? `${id}-locked` : undefined}
                          onCheckedChange={(checked) =>
                            setChanges((current) => ({ ...current, [entry.idNotification]: checked ? 1 : 0 }))
                          }
                          className="relative h-7 w-12 shrink-0 rounded-full bg-gray-400 transition-colors data-[state=checked]:bg-brand data-[disabled]:opacity-60"
                        >
                          <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                        </Switch.Root>
                      );
                      return (
                        <li
                          key={entry.idNotification}
                          className="flex min-h-12 items-center justify-between gap-3 py-2"
                        >
                          <label htmlFor={id} className="text-sm text-ink">
                            {entry.description}
                            {isLocked ? (
                              <span id={`${id}-locked`} className="sr-only">
                                {t('account.locked')}
                              </span>
                            ) : null}
                          </label>
                          {isLocked ? (
                            <Tooltip.Root>
                              <Tooltip.Trigger asChild>
                                <span className="inline-flex">{control}</span>
                              </Tooltip.Trigger>
                              <Tooltip.Portal>
                                <Tooltip.Content
                                  side="left"
                                  className="z-[60] max-w-60 rounded-lg bg-ink px-3 py-2 text-xs text-white shadow"
                                >
                                  {t('account.locked')}
                                </Tooltip.Content>
                              </Tooltip.Portal>
                            </Tooltip.Root>
                          ) : (
                            control
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
            <SaveActions message={message} isSaving={isSaving} onClose={() => close(false)} onSave={save} />
          </div>
        </Tooltip.Provider>
      )}
    </Modal>
  );
}
