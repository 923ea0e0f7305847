import { CHAT_MAX_LENGTH, chatSendSchema, cleanChatText, type ChatChannel } from '@silkroad/shared';

export type ChatParse = { ok: true; message: string; channel: ChatChannel } | { ok: false; reason: 'too-long' | 'invalid' };

/**
 * Validates a chat-message from a client. The schema cleans the text first (cleanChatText: no
 * line breaks, controls, bidi overrides or hidden characters, combining marks bounded), so what
 * is relayed is what every client may show; a message with nothing left is invalid, and its
 * length is the cleaned length. It stays plain text: clients render it as text, never as markup.
 */
export function parseChatMessage(payload: unknown): ChatParse {
  const parsed = chatSendSchema.safeParse(payload);
  if (parsed.success) return { ok: true, message: parsed.data.message, channel: parsed.data.channel };
  const raw = (payload as { message?: unknown } | null)?.message;
  if (typeof raw === 'string' && cleanChatText(raw).length > CHAT_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: false, reason: 'invalid' };
}
