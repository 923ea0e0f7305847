import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResourcesLine } from './ResourcesLine';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the HUD resources line (000 §2)', () => {
  it('counts jade, furs and amber held, and says whether a guide and protection are hired', () => {
    const html = renderToStaticMarkup(<ResourcesLine data={{ inventory: { jade: 3, silk: 9 }, roadFlags: ['guide'] }} />);
    expect(text(html)).toBe('Jade 3Furs 0Amber 0Guide yesProtection no');
    expect(html).toContain('data-testid="hud-hired-guide" data-hired="true"');
    expect(html).toContain('data-testid="hud-hired-caravan_protection" data-hired="false"');
  });
});
