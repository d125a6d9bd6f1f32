import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RailProps {
  children: ReactNode;
  /** Each item's width: a CSS length per breakpoint. */
  itemWidth: { xs: string; sm: string };
  gap?: number;
  label: string;
  testId?: string;
}

/**
 * A row that scrolls sideways and snaps to its items. On phones it runs to the screen's edges
 * (the page's padding is given back inside); with a mouse, arrows page through it.
 */
export function Rail({ children, itemWidth, gap = 1.5, label, testId }: RailProps) {
  const { t } = useTranslation('products');
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const node = ref.current;
    if (!node) return;
    setEdges({ start: node.scrollLeft <= 4, end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    measure();
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const node = ref.current;
    if (node) node.scrollBy({ left: direction * node.clientWidth * 0.85, behavior: 'smooth' });
  };

  const arrow = (direction: 1 | -1) => (
    <IconButton
      onClick={() => page(direction)}
      aria-label={direction === 1 ? t('greetings.railMore', { label }) : t('greetings.railBack', { label })}
      size="small"
      sx={{
        display: { xs: 'none', sm: 'inline-flex' },
        position: 'absolute',
        top: '50%',
        [direction === 1 ? 'right' : 'left']: -14,
        transform: 'translateY(-50%)',
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: '0 2px 10px rgba(15,27,45,0.18)',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {direction === 1 ? <ChevronRightRounded /> : <ChevronLeftRounded />}
    </IconButton>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      {edges.start ? null : arrow(-1)}
      <Box
        ref={ref}
        onScroll={measure}
        role="list"
        aria-label={label}
        data-testid={testId}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: itemWidth,
          gap,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: { xs: '16px', sm: 0 },
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          // Room for the items' shadows, which the scrolling box would otherwise cut.
          pt: 0.5,
          pb: 2.5,
          mt: -0.5,
          mb: -2,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {children}
      </Box>
      {edges.end ? null : arrow(1)}
    </Box>
  );
}

/** One item of a Rail (a list item, for screen readers). */
export function RailItem({ children }: { children: ReactNode }) {
  return (
    <Box role="listitem" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}
