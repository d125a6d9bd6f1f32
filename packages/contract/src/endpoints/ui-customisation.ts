// UI customisation: the spec's three calls plus
// ours: the image upload (logo, favicon, sign-in background, banner images) and the published
// read a customer's page makes. Spread into the one endpoint table.
//
// Access: management is the Ui Customisation menu rule (superadmin agency && admin), who
// name the agency with agencyId (query for GET/DELETE and the upload, body for POST). The
// published read is anyone signed in, for their own host's agency only.

import {
  ZPublishedUi,
  ZPublishedUiQuery,
  ZSaveUiCustomisationBody,
  ZUiAgencyQuery,
  ZUiCustomisation,
  ZUiCustomisationIdParams,
  ZUiImageUpload,
} from '../ui-customisation';
import { api, type EndpointDef } from './define';

const MANAGE = { menu: 'uiCustomisation' } as const;
const tag = 'ui-customisation';

export const uiCustomisationEndpoints = {
  getUiCustomisation: {
    method: 'GET',
    path: api('/ui-customisation'),
    summary: "An agency's theme and every banner and tile (with today's state), for the UI customisation page",
    tag,
    access: MANAGE,
    query: ZUiAgencyQuery,
    response: ZUiCustomisation,
  },
  saveUiCustomisation: {
    method: 'POST',
    path: api('/ui-customisation'),
    summary:
      'Save the theme (colours that fail WCAG AA are refused with the reason), add or edit a banner or tile, or reorder them; answers the whole customisation',
    tag,
    access: MANAGE,
    body: ZSaveUiCustomisationBody,
    response: ZUiCustomisation,
  },
  deleteUiCustomisation: {
    method: 'DELETE',
    path: api('/ui-customisation/{uiCustomisationId}'),
    summary: "Delete a banner or tile (another agency's is 404); answers the whole customisation",
    tag,
    access: MANAGE,
    params: ZUiCustomisationIdParams,
    query: ZUiAgencyQuery,
    response: ZUiCustomisation,
  },
  uploadUiCustomisationImage: {
    method: 'POST',
    path: api('/ui-customisation/image'),
    summary:
      'Upload an image for the theme or a banner (multipart field "file"): decoded by sharp (415 otherwise), at most 8 MB (413), stored as WebP (ours)',
    tag,
    access: MANAGE,
    query: ZUiAgencyQuery,
    response: ZUiImageUpload,
  },
  getPublishedUiCustomisation: {
    method: 'GET',
    path: api('/ui-customisation/published'),
    summary:
      "The banners and tiles a customer's page shows (its placement and COMMON), live today in IST, in order (ours)",
    tag,
    access: 'session',
    query: ZPublishedUiQuery,
    response: ZPublishedUi,
  },
} as const satisfies Record<string, EndpointDef>;
