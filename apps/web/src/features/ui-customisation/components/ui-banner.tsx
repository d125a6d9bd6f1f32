// One banner or tile as a customer sees it (and as the admin previews it). Phones first: the
// heights are the contract's (HEIGHT-1 a slim strip … HEIGHT-3 a hero), a banner grows a little
// on wide screens. style-1 writes the text over the image; style-2 sets it on a card in the
// agency's colour with the image beside it. only-logo shows the image alone (its title becomes
// the image's text for screen readers). The whole banner is the link, opened in a new tab, and
// only http(s) links open (the server refuses others; this guards the display too).
import { safeBannerLink, type TPublishedUiItem, UI_HEIGHT_PX, type UiHeight } from '@cardora/contract';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FILL_FRAME } from '#components/fill-frame';

export type BannerContent = Pick<
  TPublishedUiItem,
  'kind' | 'style' | 'height' | 'displayMode' | 'title' | 'subtitle' | 'buttonLabel' | 'imageUrl' | 'linkUrl'
>;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

function heightSx(kind: BannerContent['kind'], height: UiHeight) {
  const px = UI_HEIGHT_PX[height];
  return kind === 'BANNER' ? { height: { xs: px.phone, sm: px.wide } } : { height: px.phone };
}

function Frame({ item, children, testId }: { item: BannerContent; children: ReactNode; testId?: string }) {
  const href = safeBannerLink(item.linkUrl);
  const sx = {
    position: 'relative',
    display: 'flex',
    width: '100%',
    ...heightSx(item.kind, item.height),
    borderRadius: item.kind === 'BANNER' ? '20px' : '16px',
    overflow: 'hidden',
    textDecoration: 'none',
    color: 'inherit',
    bgcolor: 'grey.100',
    boxShadow: '0 1px 2px rgba(15, 27, 45, 0.06), 0 8px 24px rgba(15, 27, 45, 0.06)',
    transition: 'transform 120ms ease, box-shadow 120ms ease',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    ...(href ? { '@media (hover: hover)': { '&:hover': { transform: 'translateY(-1px)' } } } : {}),
  } as const;
  if (!href) {
    return (
      <Box sx={sx} data-testid={testId} data-style={item.style} data-height={item.height}>
        {children}
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={sx}
      data-testid={testId}
      data-style={item.style}
      data-height={item.height}
    >
      {children}
    </Box>
  );
}

// What the agency typed is marked translate="no": it stays as typed in every panel language
// (docs/product-rules.md#hindi-mode), and a browser's page translator leaves it alone too.
function Texts({ item, onColour }: { item: BannerContent; onColour: boolean }) {
  const slim = item.height === 'HEIGHT-1' || item.kind === 'TILE';
  // Two lines even on a slim strip: a name like “Share your card on WhatsApp” reads whole on a phone.
  const titleLines = 2;
  const colour = onColour ? '#fff' : 'text.primary';
  return (
    <>
      <Typography
        component="p"
        translate="no"
        sx={{
          color: colour,
          fontWeight: 700,
          fontSize:
            item.kind === 'TILE' || item.height === 'HEIGHT-1'
              ? 15
              : { xs: item.height === 'HEIGHT-3' ? 22 : 17, sm: item.height === 'HEIGHT-3' ? 28 : 20 },
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
          ...clamp(titleLines),
        }}
      >
        {item.title}
      </Typography>
      {item.subtitle && !(item.kind === 'TILE' && item.height === 'HEIGHT-1') ? (
        <Typography
          component="p"
          translate="no"
          sx={{
            color: onColour ? alpha('#ffffff', 0.88) : 'text.secondary',
            fontSize: { xs: 13, sm: 14 },
            lineHeight: 1.35,
            mt: 0.5,
            ...clamp(slim ? 1 : 2),
          }}
        >
          {item.subtitle}
        </Typography>
      ) : null}
      {item.buttonLabel && !slim ? (
        <Box
          component="span"
          translate="no"
          sx={{
            mt: 1.25,
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1.75,
            py: 0.75,
            borderRadius: 99,
            fontSize: 14,
            fontWeight: 600,
            bgcolor: onColour ? '#fff' : 'primary.main',
            color: onColour ? 'primary.dark' : 'primary.contrastText',
          }}
        >
          {item.buttonLabel}
          <ArrowForwardRounded sx={{ fontSize: 16 }} />
        </Box>
      ) : null}
    </>
  );
}

/** One banner or tile. */
export function UiBanner({ item, testId }: { item: BannerContent; testId?: string }) {
  if (item.displayMode === 'only-logo') {
    return (
      <Frame item={item} testId={testId}>
        <Box
          component="img"
          src={item.imageUrl}
          alt={item.title}
          loading="lazy"
          sx={{
            width: '100%',
            height: '100%',
            objectFit: item.style === 'style-1' ? 'cover' : 'contain',
            bgcolor: item.style === 'style-1' ? 'transparent' : 'background.paper',
          }}
        />
      </Frame>
    );
  }

  if (item.style === 'style-1') {
    return (
      <Frame item={item} testId={testId}>
        <Box component="img" src={item.imageUrl} alt="" loading="lazy" sx={{ ...FILL_FRAME }} />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(90deg, rgba(10, 14, 28, 0.78) 0%, rgba(10, 14, 28, 0.5) 55%, rgba(10, 14, 28, 0.05) 100%)',
          }}
        />
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            p: item.kind === 'TILE' ? 1.5 : { xs: 2, sm: 3 },
            maxWidth: { xs: '88%', sm: '62%' },
          }}
        >
          <Texts item={item} onColour />
        </Box>
      </Frame>
    );
  }

  // style-2: the text on a card in the agency's colour, the image beside it.
  return (
    <Frame item={item} testId={testId}>
      <Box
        sx={(theme) => ({
          flex: item.kind === 'TILE' ? '1 1 60%' : '1 1 58%',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          p: item.kind === 'TILE' ? 1.5 : { xs: 2, sm: 3 },
          background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <Texts item={item} onColour />
      </Box>
      <Box
        component="img"
        src={item.imageUrl}
        alt=""
        loading="lazy"
        sx={{
          // On a phone a fixed share; wider, the image keeps a 3:2 box instead of a thin crop.
          flex: { xs: '0 0 42%', sm: '0 0 auto' },
          width: { xs: '42%', sm: 'auto' },
          aspectRatio: { sm: '3 / 2' },
          height: '100%',
          objectFit: 'cover',
          bgcolor: 'background.paper',
        }}
      />
    </Frame>
  );
}
