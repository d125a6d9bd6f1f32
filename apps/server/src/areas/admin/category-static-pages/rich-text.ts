// The category page's rich text, cleaned to the contract's safe subset (RICH_TEXT_ALLOWED) with
// sanitize-html's allow-list: what is stored and served is only ever this function's output.
// Links keep http/https/mailto/tel and open in a new tab without the opener; images must be our
// own uploads (/uploads/…), so a page cannot load another site's pixels or a data: payload.
import { RICH_TEXT_ALLOWED, RICH_TEXT_LINK_SCHEMES, ZUploadUrl } from '@cardora/contract';
import sanitizeHtml from 'sanitize-html';

const allowedAttributes: Record<string, string[]> = Object.fromEntries(
  Object.entries(RICH_TEXT_ALLOWED).map(([tag, attributes]) => [tag, [...attributes]]),
);
allowedAttributes.a = [...(allowedAttributes.a ?? []), 'rel', 'target'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_TEXT_ALLOWED),
  allowedAttributes,
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  // Image sources are paths of our storage, never a scheme (http:, data:, javascript:).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // What editors and pasted text commonly bring, mapped onto the subset instead of lost.
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ZUploadUrl.safeParse(frame.attribs.src ?? '').success,
};

/** The HTML reduced to the safe subset. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether cleaned HTML shows anything: some text, or an image. */
export function hasVisibleContent(cleanHtml: string): boolean {
  if (/<img\s/i.test(cleanHtml)) return true;
  const text = sanitizeHtml(cleanHtml, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s/g, '')
    .trim();
  return text.length > 0;
}
