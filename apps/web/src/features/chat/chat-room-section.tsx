import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE, type ContentItem } from '@trilha/shared/api/content';
import type { ChatSendEvent } from '@trilha/shared/constants';
import { useState } from 'react';
import { fetchSectionChatRoom } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { ChatPanel } from './chat-panel';

/**
 * The chat room screen (section type 36): the section's room in a panel that toggles open or closed, the
 * full width on mobile and half on desktop (document 2, 2.3; CHAT_WIDTH_MOBILE / CHAT_WIDTH_DESKTOP).
 */
export function ChatRoomSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);
  const room = useQuery({
    queryKey: communityKeys.chatSectionRoom(idSection),
    queryFn: () => fetchSectionChatRoom(idSection),
  });
  if (room.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (room.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  return <ChatRoom room={room.data.room.idChatRoom} name={room.data.room.name} isOpen={isOpen} onToggle={setOpen} />;
}

/** The toggle and the panel of a room. */
export function ChatRoom({
  room,
  name,
  isOpen,
  onToggle,
  sendEvent = 'NEW_MESSAGE_FROM_CHAT',
}: {
  room: number;
  name?: string;
  isOpen: boolean;
  onToggle: (open: boolean) => void;
  sendEvent?: ChatSendEvent;
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
        {isOpen ? <ChatPanel room={room} sendEvent={sendEvent} {...(name ? { title: name } : {})} /> : null}
      </div>
    </div>
  );
}

/**
 * The chat of a live or video content item whose `idChatRoom` is set (spec 2, 3 and 7): its content room
 * in the same toggling panel, with NEW_MESSAGE_FROM_LIVE_CHAT for a live stream and NEW_MESSAGE_FROM_GEN_CHAT
 * for a video (each answered by its SERVER event).
 */
export function ContentChat({ item }: { item: Pick<ContentItem, 'idChatRoom' | 'idContentType' | 'text'> }) {
  const [isOpen, setOpen] = useState(true);
  if (!item.idChatRoom) return null;
  return (
    <ChatRoom
      room={item.idChatRoom}
      isOpen={isOpen}
      onToggle={setOpen}
      sendEvent={item.idContentType === CONTENT_TYPE.LIVE ? 'NEW_MESSAGE_FROM_LIVE_CHAT' : 'NEW_MESSAGE_FROM_GEN_CHAT'}
    />
  );
}
