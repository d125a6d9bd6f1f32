import { CardPage } from '@cardora/card-templates';
import { emptyCardSections, suggestCardId, type TBusiness, type TCard, type TCardView } from '@cardora/contract';
import Box from '@mui/material/Box';
import { useAgency } from '../../../app/agency-context';
import { publicCardUrl } from '../../businesses/area-paths';
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

/** The public page's own component in preview mode (links inert, no analytics), in a phone-width frame. */
export function CardPreview({ business, card }: { business: TBusiness; card: TCard | null }) {
  const view = useLiveCardView(business, card);
  return (
    <Box
      data-testid="preview"
      aria-label="Card preview"
      role="region"
      sx={{
        width: '100%',
        maxWidth: 420,
        mx: 'auto',
        borderRadius: '28px',
        border: '8px solid #172033',
        bgcolor: '#e9ebf0',
        overflow: 'hidden',
        boxShadow: '0 18px 40px rgba(15, 27, 45, 0.18)',
      }}
    >
      <Box
        sx={{ maxHeight: { xs: 'none', md: 'calc(100dvh - 150px)' }, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        <CardPage view={view} mode="preview" />
      </Box>
    </Box>
  );
}
