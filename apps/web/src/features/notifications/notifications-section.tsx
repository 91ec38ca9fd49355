import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchNotifications, fetchSectionMessages } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The notifications list (section type 32): the app's and the member's notifications, newest first. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: communityKeys.notifications(), queryFn: fetchNotifications });
  return (
    <DatedList
      query={list}
      emptyText={t('community.notifications.empty')}
      itemClassName="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
      items={(list.data?.notifications ?? []).map((notification) => ({
        key: notification.idNotification,
        title: notification.title,
        text: <p className="text-ink">{notification.text}</p>,
        date: notification.createdAt,
      }))}
    />
  );
}

/** The message list of a section (type 33): text, description and date of each message (document 2, 3). */
export function MessagesSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: communityKeys.sectionMessages(idSection),
    queryFn: () => fetchSectionMessages(idSection),
  });
  return (
    <DatedList
      query={list}
      emptyText={t('community.notifications.messagesEmpty')}
      itemClassName="rounded-2xl border-l-4 border-brand bg-white p-4 shadow-sm"
      items={(list.data?.messages ?? []).map((message) => ({
        key: message.idMessage,
        title: message.text,
        text: <p className="whitespace-pre-wrap text-ink">{message.description}</p>,
        date: message.initDate,
      }))}
    />
  );
}

/** A loaded list of dated notes: its loading and error states, the empty text, then each note's title, text and date. */
function DatedList({
  query,
  emptyText,
  itemClassName,
  items,
}: {
  query: UseQueryResult;
  emptyText: string;
  itemClassName: string;
  items: Array<{ key: number; title: string; text: ReactNode; date: string }>;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (query.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  if (items.length === 0) return <MessagePanel title={emptyText} />;
  return (
    <ul className="flex max-w-3xl flex-col gap-3">
      {items.map((item) => (
        <li key={item.key} className={itemClassName}>
          <p className="font-semibold text-ink">{item.title}</p>
          {item.text}
          <time dateTime={item.date} className="text-xs text-muted">
            {when.format(new Date(item.date))}
          </time>
        </li>
      ))}
    </ul>
  );
}
