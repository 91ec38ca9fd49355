import { useQuery } from '@tanstack/react-query';
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
  if (list.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (list.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  if (list.data.notifications.length === 0) return <MessagePanel title={t('community.notifications.empty')} />;
  return (
    <ul className="flex max-w-3xl flex-col gap-3">
      {list.data.notifications.map((notification) => (
        <li key={notification.idNotification} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
          <p className="font-semibold text-ink">{notification.title}</p>
          <p className="text-ink">{notification.text}</p>
          <time dateTime={notification.createdAt} className="text-xs text-muted">
            {when.format(new Date(notification.createdAt))}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The message list of a section (type 33): text, description and date of each message (document 2, 3). */
export function MessagesSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: communityKeys.sectionMessages(idSection),
    queryFn: () => fetchSectionMessages(idSection),
  });
  if (list.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (list.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  if (list.data.messages.length === 0) return <MessagePanel title={t('community.notifications.messagesEmpty')} />;
  return (
    <ul className="flex max-w-3xl flex-col gap-3">
      {list.data.messages.map((message) => (
        <li key={message.idMessage} className="rounded-2xl border-l-4 border-brand bg-white p-4 shadow-sm">
          <p className="font-semibold text-ink">{message.text}</p>
          <p className="whitespace-pre-wrap text-ink">{message.description}</p>
          <time dateTime={message.initDate} className="text-xs text-muted">
            {when.format(new Date(message.initDate))}
          </time>
        </li>
      ))}
    </ul>
  );
}
