import { CardPage } from '@cardora/card-templates';
import {
  cardLanguagesOf,
  emptyCardSections,
  sectionsInLanguage,
  suggestCardId,
  type TBusiness,
  type TCard,
  type TCardView,
} from '@cardora/contract';
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
  inSecondLanguage = false,
}: {
  business: TBusiness;
  card: TCard | null;
  framed?: boolean;
  /**
   * The card as a visitor reading its second language sees it (while its panel is open), with
   * the switch between the two (docs/product-rules.md#card-second-language).
   */
  inSecondLanguage?: boolean;
}) {
  const { t } = useTranslation('editor');
  const live = useLiveCardView(business, card);
  const languages = cardLanguagesOf(live.sections);
  const shown = inSecondLanguage && languages.second ? languages.second : null;
  const view = shown ? { ...live, sections: sectionsInLanguage(live.sections, shown) } : live;
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
        <CardPage view={view} mode="preview" languages={languages.second ? languages : undefined} />
      </Box>
    </Box>
  );
}
