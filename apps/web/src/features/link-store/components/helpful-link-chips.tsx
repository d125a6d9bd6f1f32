import type { LinkKind, LinkStorePage, THelpfulLink } from '@cardora/contract';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const LINK_KIND_ICONS: Record<LinkKind, ReactNode> = {
  'help-video': <PlayCircleRounded fontSize="small" />,
  offer: <LocalOfferRounded fontSize="small" />,
  tutorial: <MenuBookRounded fontSize="small" />,
};

/** The strip itself, for the links given (its titles are text, its addresses http/https from the server). */
export function HelpfulLinkChips({ page, links }: { page: LinkStorePage; links: THelpfulLink[] }) {
  // The customer's pages show the strip: its words are the panel's language (staff read English).
  const { t } = useTranslation('common');
  if (links.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('helpfulLinks.title')}
      data-testid={`helpful-links-${page}`}
      sx={{ minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6, flexShrink: 0 }}
        >
          {t('helpfulLinks.title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            gap: 1,
            m: 0,
            p: 0,
            py: 0.5,
            listStyle: 'none',
            overflowX: 'auto',
            scrollSnapType: 'x proximity',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            minWidth: 0,
          }}
        >
          {links.map((link) => (
            <Box component="li" key={link.linkTypeId} sx={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
              <Box
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                title={`${t(`helpfulLinks.kinds.${link.kind}`)} · ${link.categoryName}`}
                data-testid="helpful-link"
                sx={(theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  maxWidth: 280,
                  px: 1.25,
                  py: 0.75,
                  borderRadius: 999,
                  border: 1,
                  borderColor: alpha(theme.palette.primary.main, 0.25),
                  bgcolor: alpha(theme.palette.primary.main, 0.06),
                  color: 'primary.dark',
                  textDecoration: 'none',
                  fontSize: '0.85rem',
                  fontWeight: 600,
                  '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
                  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                })}
              >
                <Box component="span" sx={{ display: 'inline-flex', color: 'primary.main' }} aria-hidden>
                  {LINK_KIND_ICONS[link.kind]}
                </Box>
                <Box
                  component="span"
                  translate="no"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {link.title}
                </Box>
                <OpenInNewRounded sx={{ fontSize: 14, opacity: 0.6 }} aria-hidden />
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
