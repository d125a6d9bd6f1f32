import Box from '@mui/material/Box';
import { richTextSx } from './rich-text-styles';

/**
 * A category page's content. The HTML is what the server stored after cleaning it to the safe
 * subset (docs/product-rules.md#category-static-pages: no scripts, handlers, unsafe links or other sites'
 * images survive), so it is the one place the panel sets HTML.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      sx={richTextSx}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's cleaned HTML (sanitize-html allow-list), never what a person typed
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
