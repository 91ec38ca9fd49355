import { useQuery } from '@tanstack/react-query';
import type { ChatAck, ChatMessage, ChatNotice } from '@trilha/shared/api/chat';
import {
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SEND_TIMEOUT_MS,
  type ChatSendEvent,
} from '@trilha/shared/constants';
import { appendChatMessage, formatChatMoment } from '@trilha/shared/rules/chat-days';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { fetchChatHistory } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';

type Entry = ChatMessage | ChatNotice;

const dayFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeZone: 'UTC' });

export type ChatPanelProps = {
  /** The chat room (`idChatRoom`, the content item's or the chat section's). */
  room: number;
  /**
   * The event messages are sent with: NEW_MESSAGE_FROM_CHAT on the chat room screen, NEW_MESSAGE_FROM_GEN_CHAT
   * or NEW_MESSAGE_FROM_LIVE_CHAT in content rooms; the matching SERVER event is listened to.
   */
  sendEvent?: ChatSendEvent;
  /** The panel's heading (the room's name). */
  title?: string;
};

/**
 * A realtime chat over Socket.IO (document 2, 7): emits `room` on connect, loads the room's history as day
 * entries, shows what arrives on the SERVER event (messages and join or leave notices) and sends with Enter.
 * Message text is always rendered as text. A content screen embeds it with its item's `idChatRoom`.
 */
export function ChatPanel({ room, sendEvent = 'NEW_MESSAGE_FROM_CHAT', title }: ChatPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  const inputId = useId();
  const token = session?.token;
  const idUser = session?.loginInfo.idUser;
  const serverEvent = CHAT_EVENTS[sendEvent];
  const history = useQuery({
    queryKey: communityKeys.chatHistory(room),
    queryFn: ({ signal }) => fetchChatHistory(room, signal),
    staleTime: 0,
  });
  const [live, setLive] = useState<Entry[]>([]);
  const [text, setText] = useState('');
  const [isConnected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const refetchHistory = history.refetch;

  useEffect(() => {
    if (!token) return;
    const socket = io({ auth: { token }, transports: ['websocket', 'polling'] });
    socketRef.current = socket;
    socket.on('connect', () => {
      socket.emit('room', { room, event: sendEvent }, (ack: ChatAck) => {
        setConnected(ack.success);
        if (!ack.success) setError(t('community.chat.loadError'));
      });
      // What arrived while disconnected is in the history.
      setLive([]);
      void refetchHistory();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on(serverEvent, (entry: Entry) => {
      if (entry.room === room) setLive((current) => [...current, entry]);
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [token, room, sendEvent, serverEvent, refetchHistory, t]);

  const days = useMemo(() => {
    let result: Array<{ date: string; messages: Entry[] }> = history.data?.data ?? [];
    const known = new Set(
      result.flatMap((day) => day.messages.map((entry) => ('idChatMessage' in entry ? entry.idChatMessage : -1))),
    );
    for (const entry of live) {
      if ('idChatMessage' in entry && known.has(entry.idChatMessage)) continue;
      result = appendChatMessage(result, entry);
    }
    return result;
  }, [history.data, live]);

  const count = days.reduce((total, day) => total + day.messages.length, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message is added.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    // spec 2, 5: an empty message is not sent.
    if (!message || message.length > CHAT_MESSAGE_MAX_LENGTH) return;
    const socket = socketRef.current;
    if (!socket?.connected) {
      setError(t('community.chat.sendError'));
      return;
    }
    setError(null);
    setText('');
    socket.timeout(CHAT_SEND_TIMEOUT_MS).emit(sendEvent, { room, message }, (timeout: Error | null, ack?: ChatAck) => {
      if (timeout || !ack?.success) {
        setText((current) => current || message);
        setError(ack && !ack.success ? ack.message : t('community.chat.sendError'));
      }
    });
  }

  const isTooLong = text.trim().length > CHAT_MESSAGE_MAX_LENGTH;
  return (
    <section
      aria-label={title ?? t('community.chat.title')}
      className="flex h-[70dvh] min-h-96 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
      data-chat-room={room}
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="font-bold text-ink">{title ?? t('community.chat.title')}</h2>
        <span
          className={`size-2.5 rounded-full ${isConnected ? 'bg-green-600' : 'bg-gray-400'}`}
          title={isConnected ? undefined : t('community.chat.offline')}
          aria-hidden="true"
        />
      </header>
      <div
        ref={listRef}
        role="log"
        aria-label={t('community.chat.history')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
      >
        {history.isError ? <p className="text-sm text-danger">{t('community.chat.loadError')}</p> : null}
        {history.isSuccess && count === 0 ? (
          <p className="m-auto text-sm text-muted">{t('community.chat.empty')}</p>
        ) : null}
        {days.map((day) => (
          <div key={day.date} className="flex flex-col gap-2">
            <p className="self-center rounded-full bg-brand-3 px-3 py-1 text-xs font-semibold text-ink">
              {dayFormat.format(new Date(`${day.date}T12:00:00Z`))}
            </p>
            {day.messages.map((entry, index) =>
              'notice' in entry ? (
                <p
                  // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id and never move.
                  key={`notice-${index}-${entry.moment}`}
                  className="self-center text-xs text-muted italic"
                >
                  {t(entry.notice === 'join' ? 'community.chat.joined' : 'community.chat.left', { user: entry.user })}
                </p>
              ) : (
                <article
                  key={entry.idChatMessage}
                  className={`flex max-w-[85%] flex-col rounded-2xl px-3 py-2 ${
                    entry.idUser === idUser ? 'self-end bg-brand text-on-brand' : 'self-start bg-gray-100 text-ink'
                  }`}
                >
                  <p className="text-xs font-semibold">{entry.user}</p>
                  <p className="break-words whitespace-pre-wrap">{entry.message}</p>
                  <time dateTime={entry.moment} className="self-end text-[0.7rem] opacity-80">
                    {formatChatMoment(entry.moment)}
                  </time>
                </article>
              ),
            )}
          </div>
        ))}
      </div>
      <form onSubmit={handleSubmit} className="flex flex-col gap-1 border-t border-line p-3">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('community.chat.messageLabel')}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('community.chat.placeholder')}
            autoComplete="off"
            aria-invalid={isTooLong || undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-line px-3"
          />
          <button
            type="submit"
            disabled={!text.trim() || isTooLong}
            className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-on-brand disabled:opacity-50"
          >
            {t('community.chat.send')}
          </button>
        </div>
        {text.length > CHAT_MESSAGE_MAX_LENGTH * 0.8 ? (
          <p className={`self-end text-xs ${isTooLong ? 'text-danger' : 'text-muted'}`}>
            {t('community.chat.counter', { count: text.trim().length, max: CHAT_MESSAGE_MAX_LENGTH })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
