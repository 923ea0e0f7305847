import type { ChatMessage } from '@silkroad/shared';
import './chat-box.css';

/**
 * One chat message, as text. The name and the message are each isolated (`<bdi>`): right-to-left
 * text in one cannot carry over into the colon or the other, which would let a player make their
 * message read as someone else's. The server has already removed bidi controls (cleanChatText).
 */
export function ChatLine({ message }: { message: ChatMessage }) {
  return (
    <li className="chat-message" data-testid="chat-message">
      <bdi className="chat-author">{message.username}</bdi>: <bdi className="chat-text">{message.message}</bdi>
    </li>
  );
}
