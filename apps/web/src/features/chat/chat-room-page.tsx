import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { MessagePanel } from '../../ui/message-panel';
import { ChatRoom } from './chat-room-section';

/** The chat room route with its `room` parameter (document 2, 2.1). */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const params = useParams();
  const room = Number(params.room);
  const [isOpen, setOpen] = useState(true);
  if (!Number.isInteger(room) || room <= 0) return <MessagePanel title={t('sections.unavailable')} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('community.chat.title')}</h1>
      <ChatRoom room={room} isOpen={isOpen} onToggle={setOpen} />
    </div>
  );
}
