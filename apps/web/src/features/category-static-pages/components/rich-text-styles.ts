/** How the page's rich text looks, the same in the editor and on the page customers read. */
export const richTextSx = {
  fontSize: '1rem',
  lineHeight: 1.65,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 1.25 },
  '& h2': { fontSize: '1.3rem', fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
  '& h3': { fontSize: '1.08rem', fontWeight: 700, lineHeight: 1.35, mt: 2.5, mb: 0.75 },
  '& ul, & ol': { pl: 3, my: 1.25 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main', fontWeight: 600 },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, my: 2 },
} as const;
