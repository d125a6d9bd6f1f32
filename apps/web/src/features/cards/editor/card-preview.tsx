import { CardPage } from '@cardora/card-templates';
import { emptyCardSections, suggestCardId, type TBusiness, type TCard, type TCardView } from '@cardora/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAgency } from '#app/agency-context';
import { publicCardUrl } from '#features/businesses';
import { useEditorState } from './editor-store';

/** The card as it will look with every edit on screen, saved or not. */
export function useLiveCardView(business: TBusiness, card: TCard | null): TCardView {
  const { live, cardId } = useEditorState();
  const agency = useAgency();
  const address = cardId ?? card?.cardId ?? suggestCardId(business.businessName);
  return {
    cardId: address,
    businessName: business.businessName,
    categoryName: business.categoryName,
    agencyName: agency.agencyName,
    publicUrl: card?.publicUrl ?? publicCardUrl(address),
    sections: { ...(card?.sections ?? emptyCardSections()), ...live },
  };
}

/**
 * The public page's own component in preview mode (links inert, no analytics). The frame has a
 * transform so the card's fixed "Save contact" bar sits at the frame's bottom, not the window's.
 */
export function CardPreview({
  business,
  card,
  framed = true,
}: {
  business: TBusiness;
  card: TCard | null;
  framed?: boolean;
}) {
  const { t } = useTranslation('editor');
  const view = useLiveCardView(business, card);
  return (
    <Box
      data-testid="preview"
      aria-label={t('page.cardPreview')}
      role="region"
      sx={{
        width: '100%',
        mx: 'auto',
        bgcolor: '#e9ebf0',
        overflow: 'hidden',
        transform: 'translateZ(0)',
        display: 'flex',
        flexDirection: 'column',
        ...(framed
          ? {
              maxWidth: 400,
              height: 'min(760px, calc(100dvh - 140px))',
              borderRadius: '28px',
              border: '8px solid #172033',
              boxShadow: '0 18px 40px rgba(15, 27, 45, 0.18)',
            }
          : { height: '100%' }),
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <CardPage view={view} mode="preview" />
      </Box>
    </Box>
  );
}
