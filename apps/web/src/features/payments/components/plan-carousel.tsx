import type { SellableProducts, TAgencyConfiguration, TSubscriptionPlan } from '@cardora/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PlanCard } from './plan-card';

interface PlanCarouselProps {
  plans: TSubscriptionPlan[];
  currentPlanId: string | null;
  renderAction: (plan: TSubscriptionPlan) => ReactNode;
  /** The products the plans' agency sells: each card lists only those. */
  products: SellableProducts;
  /** The plan a phone opens on (contract planCarouselStart: the current one, else the next one up). */
  initialIndex?: number;
  /** The current plan's badge when it is not simply current ("Your plan" while it is due). */
  currentLabel?: string;
  /** GST added at checkout (basis points), when the agency quotes prices without it. */
  gstOnTopBasisPoints?: number | null;
  /** The plans' agency's configuration, when it is the viewer's (PlanCard's `agency`). */
  agency?: Pick<TAgencyConfiguration, 'team'>;
}

const GAP_PX = 16;

/**
 * Phones: one card at a time with the next one peeking, swiped with scroll-snap, and dots.
 * Wider screens: the plans side by side.
 */
export function PlanCarousel({
  plans,
  currentPlanId,
  renderAction,
  products,
  initialIndex = 0,
  currentLabel,
  gstOnTopBasisPoints = null,
  agency,
}: PlanCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(initialIndex);

  // Open on the chosen plan before the first paint, without the smooth scroll a swipe gets. On a
  // wider screen the strip does not scroll, so this does nothing there.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const element = track.current;
    const card = element?.children[initialIndex];
    if (!element || !(card instanceof HTMLElement) || initialIndex === 0) return;
    element.scrollTo({ left: card.offsetLeft - element.offsetLeft - GAP_PX, behavior: 'instant' });
  }, [initialIndex]);

  const onScroll = () => {
    const element = track.current;
    const first = element?.firstElementChild;
    if (!element || !(first instanceof HTMLElement)) return;
    setIndex(Math.round(element.scrollLeft / (first.offsetWidth + GAP_PX)));
  };

  const goTo = (to: number) => {
    const element = track.current;
    const card = element?.children[to];
    if (!element || !(card instanceof HTMLElement)) return;
    element.scrollTo({ left: card.offsetLeft - element.offsetLeft - GAP_PX, behavior: 'smooth' });
  };

  return (
    <Box>
      <Box
        ref={track}
        onScroll={onScroll}
        data-testid="plans-carousel"
        data-index={index}
        sx={{
          display: { xs: 'flex', sm: 'grid' },
          gap: `${GAP_PX}px`,
          // Phones: a horizontal, snapping strip that bleeds to the screen edges.
          overflowX: { xs: 'auto', sm: 'visible' },
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          scrollPaddingInline: `${GAP_PX}px`,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          pt: 0.5,
          pb: { xs: 1.5, sm: 0 },
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          gridTemplateColumns: {
            sm: 'repeat(auto-fit, minmax(260px, 1fr))',
            md: 'repeat(auto-fit, minmax(280px, 360px))',
          },
          justifyContent: { md: 'center' },
          '& > *': {
            flex: { xs: plans.length === 1 ? '0 0 100%' : '0 0 86%' },
            scrollSnapAlign: 'start',
          },
        }}
      >
        {plans.map((plan) => (
          <PlanCard
            key={plan.subscriptionPlanId}
            plan={plan}
            testId={`plan-card-${plan.subscriptionPlanId}`}
            current={plan.subscriptionPlanId === currentPlanId}
            currentLabel={currentLabel}
            gstOnTopBasisPoints={gstOnTopBasisPoints}
            actions={renderAction(plan)}
            products={products}
            agency={agency}
          />
        ))}
      </Box>
      {plans.length > 1 ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center', mt: 0.5 }}
          aria-hidden
        >
          {plans.map((plan, i) => (
            <Box
              key={plan.subscriptionPlanId}
              onClick={() => goTo(i)}
              sx={{
                width: i === index ? 20 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: i === index ? 'primary.main' : 'divider',
                transition: 'width 160ms ease, background-color 160ms ease',
                cursor: 'pointer',
              }}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
