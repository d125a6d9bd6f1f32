import type { TBusiness, TCard } from '@cardora/contract';
import type { EditorPanel } from './editor-store';

/** What every editor panel gets from the page. */
export interface SectionProps {
  business: TBusiness;
  /** null until the first save of basic details creates the card. */
  card: TCard | null;
  expanded: boolean;
  onToggle: (panel: EditorPanel, open: boolean) => void;
}
