import { CHAT_MAX_LENGTH, MESSAGES, type ChatMessage } from '@silkroad/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { GameConnection } from '../../net/game-connection';
import { ChatLine } from './ChatLine';
import './chat-box.css';

const CHAT_HISTORY_LIMIT = 100;
const CHAT_NOTICE_MS = 5_000;
/** Server notifications about the player's own chat, shown under the input as well. */
const CHAT_NOTICES: ReadonlySet<string> = new Set([MESSAGES.chatRateLimited, MESSAGES.chatTooLong]);
const NOT_CONNECTED = 'Not connected to the server.';

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Bottom-left chat of the general channel. Messages are rendered as text, never as markup. */
export function ChatBox({ bus, connection, connected }: { bus: GameBus; connection: GameConnection; connected: boolean }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => bus.on('chat:received', (message) => setMessages((previous) => [...previous, message].slice(-CHAT_HISTORY_LIMIT))), [bus]);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = connection.events.on('notification', (notification) => {
      if (!CHAT_NOTICES.has(notification.message)) return;
      setNotice(notification.message);
      clearTimeout(timer);
      timer = setTimeout(() => setNotice(null), notification.duration ?? CHAT_NOTICE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [connection]);

  // Enter anywhere in the world (outside a text field) opens the chat. Enter on a button, or
  // anywhere in a window or dialog, is theirs: a focused button presses, a confirmation confirms.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Enter' || isTextField(event.target) || isTextField(document.activeElement)) return;
      if (event.target instanceof Element && event.target.closest('button, a[href], summary, dialog')) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const send = () => {
    if (!draft.trim()) return;
    if (connection.sendChat(draft)) {
      setDraft('');
      setNotice(null);
    } else if (!connected) {
      setNotice(NOT_CONNECTED);
    }
  };

  // Keys typed here belong to the chat: they must not reach the world's keyboard (on window).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape') {
      event.currentTarget.blur();
    }
  };

  return (
    <section className="chat-box" data-testid="chat-box" aria-label="Chat">
      <ol className="chat-messages" data-testid="chat-messages" ref={list} aria-live="polite">
        {messages.map((message) => (
          <ChatLine key={message.id} message={message} />
        ))}
      </ol>
      {notice && (
        <p className="chat-notice" role="status">
          {notice}
        </p>
      )}
      <input
        ref={input}
        className="chat-input"
        data-testid="chat-input"
        aria-label="Chat message"
        placeholder="Press Enter to chat with travellers..."
        maxLength={CHAT_MAX_LENGTH}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.stopPropagation()}
      />
    </section>
  );
}
