// The agency's brand the server wrote into the panel's page (apps/server/src/plugins/web.ts): a
// non-executable JSON block read once at start, so the app's MUI theme and its splash are the
// agency's from the first render, before /agency-details answers. Absent in `npm run dev` (Vite
// serves the page) and for an unknown host: the app then starts with the default theme.
import { PANEL_BRAND_ELEMENT_ID, type TPanelBrand, ZPanelBrand } from '@cardora/contract/auth';
import { readPageJson } from '../lib/page-json';

export function readPanelBrand(doc: Pick<Document, 'getElementById'> = document): TPanelBrand | null {
  return readPageJson(PANEL_BRAND_ELEMENT_ID, ZPanelBrand, doc);
}

/** Read once: the page does not change while the app runs. */
export const panelBrand: TPanelBrand | null = typeof document === 'undefined' ? null : readPanelBrand();
