// The editor's panels in one table: their order, and for every section drawn by the one
// SectionEditor its words, icon, spacing, fields and the line that sums up what is saved.
// Basic details and the card's address have panels of their own: the first save of basic
// details creates the card, and the address is checked as it is typed and saved with the settings.
// So does the second language: its form lines up with the card's products and links.
import type { CardSectionKey } from '@cardora/contract';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { EditorPanel } from './editor-store';
import type { SectionProps } from './section-props';
import { countSummary, SectionEditor, type SectionSpec } from './section-shell';
import { AboutFields } from './sections/about-section';
import { BasicDetailsSection } from './sections/basic-details-section';
import { CardAddressSection } from './sections/card-address-section';
import { GalleryFields } from './sections/gallery-section';
import { LinksFields } from './sections/links-section';
import { PaymentFields } from './sections/payment-section';
import { ProductsFields } from './sections/products-section';
import { SecondLanguageSection } from './sections/second-language-section';
import { SettingsFields, settingsFormValues } from './sections/settings-section';
import { TeamFields } from './sections/team-section';
import { TemplateFields, templateSummary } from './sections/template-section';
import { VideosFields } from './sections/youtube-section';

type SpecSection = Exclude<CardSectionKey, 'basicDetails' | 'secondLanguage'>;

/** The panels in the order a phone user fills them. */
export const PANEL_ORDER: readonly EditorPanel[] = [
  'basicDetails',
  'cardAddress',
  'template',
  'paymentOptions',
  'aboutUs',
  'products',
  'gallery',
  'youtubeVideos',
  'links',
  'team',
  'settings',
  'secondLanguage',
];

// biome-ignore format: a table reads best one section a line
const SECTION_SPECS: { [K in SpecSection]: SectionSpec<K> } = {
  template: { words: 'template', icon: <PaletteRounded />, spacing: 2.5, Fields: TemplateFields, summary: templateSummary },
  paymentOptions: { words: 'payment', icon: <CurrencyRupeeRounded />, spacing: 2.25, Fields: PaymentFields, summary: (saved) => saved.upiId },
  aboutUs: { words: 'about', icon: <InfoRounded />, spacing: 2.25, Fields: AboutFields, summary: ({ yearEstablished: year }, t) => (year ? t('about.since', { year }) : null) },
  products: { words: 'products', icon: <Inventory2Rounded />, spacing: 2, Fields: ProductsFields, summary: (saved, t) => countSummary(t, 'products.count', saved.products.length) },
  gallery: { words: 'gallery', icon: <PhotoLibraryRounded />, spacing: 2, Fields: GalleryFields, summary: (saved, t) => countSummary(t, 'gallery.count', saved.images.length) },
  youtubeVideos: { words: 'youtube', icon: <OndemandVideoRounded />, spacing: 2, Fields: VideosFields, summary: (saved, t) => countSummary(t, 'youtube.count', saved.videos.length) },
  links: { words: 'links', icon: <LinkRounded />, spacing: 2, Fields: LinksFields, summary: (saved, t) => countSummary(t, 'links.count', saved.links.length) },
  team: { words: 'team', icon: <GroupsRounded />, spacing: 2, Fields: TeamFields, summary: (saved, t) => countSummary(t, 'team.count', saved.members.length) },
  settings: { words: 'settings', icon: <TuneRounded />, spacing: 2, Fields: SettingsFields, toForm: settingsFormValues, summary: (saved, t) => countSummary(t, 'settings.hidden', saved.hiddenSections.length) },
};

function specOf<K extends SpecSection>(section: K): SectionSpec<K> {
  return SECTION_SPECS[section];
}

/** One panel of the editor, by its key. */
export function EditorSection({ panel, ...props }: SectionProps & { panel: EditorPanel }) {
  if (panel === 'basicDetails') return <BasicDetailsSection {...props} />;
  if (panel === 'cardAddress') return <CardAddressSection {...props} />;
  if (panel === 'secondLanguage') return <SecondLanguageSection {...props} />;
  return <SectionEditor {...props} section={panel} spec={specOf(panel)} />;
}
