import { CHAT_MAX_LENGTH, chatSendSchema, type ChatChannel } from '@silkroad/shared';

export type ChatParse = { ok: true; message: string; channel: ChatChannel } | { ok: false; reason: 'too-long' | 'invalid' };

/**
 * Validates a chat-message from a client. The text stays plain text: it is never turned into
 * markup here, and clients render it as text, so there is nothing to escape.
 */
export function parseChatMessage(payload: unknown): ChatParse {
  const parsed = chatSendSchema.safeParse(payload);
  if (parsed.success) return { ok: true, message: parsed.data.message, channel: parsed.data.channel };
  const raw = (payload as { message?: unknown } | null)?.message;
  if (typeof raw === 'string' && raw.trim().length > CHAT_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: false, reason: 'invalid' };
}
