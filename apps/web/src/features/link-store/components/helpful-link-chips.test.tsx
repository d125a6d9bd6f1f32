// The strip shows what the agency typed as text, never as markup, and opens each link in a new
// tab without the opener.
import type { THelpfulLink } from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpfulLinkChips } from './helpful-link-chips';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

describe('HelpfulLinkChips', () => {
  it('renders titles and category names as text, with rel=noopener in a new tab', () => {
    const links: THelpfulLink[] = [
      {
        linkTypeId: '6f1c2a9e-1111-4000-8000-000000000000',
        title: `Tips ${PAYLOAD}`,
        url: 'https://example.com/tips',
        kind: 'tutorial',
        categoryName: `"><svg onload=alert(3)>`,
      },
    ];
    const html = renderToString(<HelpfulLinkChips page="payment" links={links} />);
    expect(html).not.toMatch(/<img|<script|<svg onload/);
    expect(html).toContain('Tips &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://example.com/tips"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing without links', () => {
    expect(renderToString(<HelpfulLinkChips page="payment" links={[]} />)).toBe('');
  });
});
