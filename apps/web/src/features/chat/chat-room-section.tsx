import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchSectionChatRoom } from '../../api/community';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';
import type { SectionScreenProps } from '../sections/section-page';
import { ChatPanel } from './chat-panel';

/**
 * The chat room screen (section type 36): the section's room in a panel that toggles open or closed, the
 * full width on mobile and half on desktop (document 2, 2.3; CHAT_WIDTH_MOBILE / CHAT_WIDTH_DESKTOP).
 */
export function ChatRoomSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);
  const room = useQuery({ queryKey: ['chat-section-room', idSection], queryFn: () => fetchSectionChatRoom(idSection) });
  if (room.isPending) return <Spinner label={t('common.loading')} />;
  if (room.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  return <ChatRoom room={room.data.room.idChatRoom} name={room.data.room.name} isOpen={isOpen} onToggle={setOpen} />;
}

/** The toggle and the panel of a room. */
export function ChatRoom({
  room,
  name,
  isOpen,
  onToggle,
}: {
  room: number;
  name?: string;
  isOpen: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const panelId = `chat-panel-${room}`;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onToggle(!isOpen)}
      >
        {isOpen ? t('community.chat.close') : t('community.chat.open')}
      </Button>
      <div id={panelId} hidden={!isOpen} className="w-full md:w-1/2">
        {isOpen ? <ChatPanel room={room} sendEvent="NEW_MESSAGE_FROM_CHAT" {...(name ? { title: name } : {})} /> : null}
      </div>
    </div>
  );
}
