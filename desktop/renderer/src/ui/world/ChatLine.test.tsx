import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@silkroad/shared';
import { ChatLine } from './ChatLine';

function line(username: string, message: string): string {
  const chat: ChatMessage = { id: 'm1', playerId: 'p1', username, message, channel: 'general', timestamp: 0 };
  return renderToStaticMarkup(<ChatLine message={chat} />);
}

describe('ChatLine (issue 17, defect 6)', () => {
  it('isolates the name and the text, so right-to-left text in one cannot reorder the other', () => {
    const html = line('مرکز', 'سلام abc');
    expect(html).toContain('<bdi class="chat-author">مرکز</bdi>:');
    expect(html).toContain('<bdi class="chat-text">سلام abc</bdi>');
  });

  it('renders markup in a message as text', () => {
    expect(line('Marco', '<img src=x onerror=alert(1)>')).toContain('<bdi class="chat-text">&lt;img src=x onerror=alert(1)&gt;</bdi>');
  });
});
