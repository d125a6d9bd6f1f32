// A category page: its title, category name and button text are text, never markup; the content is
// the server's cleaned HTML (the server tests what cleaning keeps).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryPageView } from './category-page-view';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

describe('CategoryPageView', () => {
  it('shows the text fields as text and the call to action as a phone link', () => {
    const html = renderToString(
      <CategoryPageView
        page={{
          title: `Offers ${PAYLOAD}`,
          categoryName: `"><svg onload=alert(3)>`,
          content: '<p>Clean <strong>content</strong></p>',
          coverImageUrl: null,
          callToAction: { label: PAYLOAD, link: 'tel:+919000000002' },
        }}
      />,
    );
    expect(html).not.toMatch(/<img|<script|<svg onload/);
    expect(html).toContain('Offers &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p>Clean <strong>content</strong></p>');
    expect(html).toContain('href="tel:+919000000002"');
  });

  it('opens a web call to action in a new tab without the opener', () => {
    const html = renderToString(
      <CategoryPageView
        page={{
          title: 'T',
          categoryName: 'C',
          content: '<p>x</p>',
          coverImageUrl: null,
          callToAction: { label: 'Visit', link: 'https://example.com/offer' },
        }}
      />,
    );
    expect(html).toMatch(
      /href="https:\/\/example.com\/offer"[^>]*target="_blank"|target="_blank"[^>]*href="https:\/\/example.com\/offer"/,
    );
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
