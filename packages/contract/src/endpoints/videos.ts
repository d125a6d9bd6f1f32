// Videos: the spec's paths as written, plus ours: the template's sample
// preview made again, a failed render tried again, the MP4 itself (inline with Range, or as a
// download) and greeting videos. Spread into the one endpoint table; the payment calls
// (/video/user-video-payment…) stay with the other payments in ../endpoints.ts.
//
// Access: template management is the Video template Management menu rule (the superadmin agency's
// admins and all-card-access franchisees); reading templates is 'session' (customers get
// the published ones when their agency offers videos). The customer calls name a business the
// caller must reach; the All Projects list and the status are the menu rule; a delete is the
// video's customer or All Projects staff (decided by the service).

import {
  ZCreateGreetingVideoBody,
  ZCreateUserVideoBody,
  ZDeleteUserVideoResponse,
  ZDeleteVideoTemplateResponse,
  ZMp4Response,
  ZUpdateUserVideoStatusBody,
  ZUserVideo,
  ZUserVideoFileQuery,
  ZUserVideoIdParams,
  ZUserVideoList,
  ZUserVideoListQuery,
  ZUserVideoNoBody,
  ZUserVideosByBusiness,
  ZUserVideosByBusinessQuery,
  ZVideoTemplate,
  ZVideoTemplateIdBody,
  ZVideoTemplateIdParams,
  ZVideoTemplateList,
  ZVideoTemplateListQuery,
  ZVideoTemplatePopularity,
} from '../videos';
import { api, type EndpointDef } from './define';

const MANAGE = { menu: 'videoTemplateManagement' } as const;
const tag = 'videos';

export const videoEndpoints = {
  listVideoTemplates: {
    method: 'GET',
    path: api('/video/template'),
    summary:
      'Video templates: the published ones for customers (popular first), every one for the template managers; filtered and paged, with the categories',
    tag,
    access: 'session',
    query: ZVideoTemplateListQuery,
    response: ZVideoTemplateList,
  },
  getVideoTemplate: {
    method: 'GET',
    path: api('/video/template/{id}'),
    summary: 'One video template with its slots and sample preview',
    tag,
    access: 'session',
    params: ZVideoTemplateIdParams,
    response: ZVideoTemplate,
  },
  saveVideoTemplate: {
    method: 'POST',
    path: api('/video/template'),
    summary:
      'Add a video template (multipart: "video" MP4, optional "music", and the fields with slots as JSON), or edit one with templateId; the video is probed (415 not playable, 413 too long or large) and a sample preview is made in the background',
    tag,
    access: MANAGE,
    response: ZVideoTemplate,
  },
  deleteVideoTemplate: {
    method: 'DELETE',
    path: api('/video/template'),
    summary: 'Delete a video template; videos already made from it are kept',
    tag,
    access: MANAGE,
    body: ZVideoTemplateIdBody,
    response: ZDeleteVideoTemplateResponse,
  },
  countVideoTemplateUse: {
    method: 'PUT',
    path: api('/video/template/popularity'),
    summary: 'Count a use of a template (once per customer, template and IST day); popular templates come first',
    tag,
    access: 'session',
    body: ZVideoTemplateIdBody,
    response: ZVideoTemplatePopularity,
  },
  remakeVideoTemplatePreview: {
    method: 'POST',
    path: api('/video/template/preview'),
    summary: "Make the template's sample preview again (ours: after a failed one)",
    tag,
    access: MANAGE,
    body: ZVideoTemplateIdBody,
    response: ZVideoTemplate,
  },
  listUserVideos: {
    method: 'GET',
    path: api('/video/user-video'),
    summary:
      'All Projects (promotional_video): the videos of the businesses the caller reaches, filtered, sorted and paged',
    tag,
    access: { menu: 'allProjects' },
    query: ZUserVideoListQuery,
    response: ZUserVideoList,
  },
  getUserVideosByBusiness: {
    method: 'GET',
    path: api('/video/user-video/getUserVideosByBusiness'),
    summary: "A business's videos (newest first), what it may still make, and the details a new one starts with",
    tag,
    access: 'session',
    query: ZUserVideosByBusinessQuery,
    response: ZUserVideosByBusiness,
  },
  getUserVideo: {
    method: 'GET',
    path: api('/video/user-video/{id}'),
    summary: 'One video by videoNo with its render status and progress (polled while it is made)',
    tag,
    access: 'session',
    params: ZUserVideoIdParams,
    response: ZUserVideo,
  },
  getUserVideoFile: {
    method: 'GET',
    path: api('/video/user-video/{id}/file'),
    summary: 'The made MP4 (Range requests answered); ?download=1 saves it (ours)',
    tag,
    access: 'session',
    params: ZUserVideoIdParams,
    query: ZUserVideoFileQuery,
    response: ZMp4Response,
  },
  createUserVideo: {
    method: 'POST',
    path: api('/video/user-video'),
    summary:
      'Make a promotional video from a published template with the business details and photos: a render job (409 + upgradePath over the plan)',
    tag,
    access: 'session',
    body: ZCreateUserVideoBody,
    response: ZUserVideo,
  },
  createGreetingVideo: {
    method: 'POST',
    path: api('/video/greeting-video'),
    summary:
      "Brand a greeting VIDEO post with the business's frame: a render job, within the plan's greeting videos per IST day (ours)",
    tag,
    access: 'session',
    body: ZCreateGreetingVideoBody,
    response: ZUserVideo,
  },
  retryUserVideo: {
    method: 'POST',
    path: api('/video/user-video/retry'),
    summary: 'Try a failed video again (ours)',
    tag,
    access: 'session',
    body: ZUserVideoNoBody,
    response: ZUserVideo,
  },
  updateUserVideoStatus: {
    method: 'POST',
    path: api('/video/user-video/updateUserVideoStatus'),
    summary: 'Hide a video (for example one that breaks the agency’s rules) or show it again',
    tag,
    access: { menu: 'allProjects', franchiseePermission: 'card:edit' },
    body: ZUpdateUserVideoStatusBody,
    response: ZUserVideo,
  },
  deleteUserVideo: {
    method: 'DELETE',
    path: api('/video/user-video'),
    summary: 'Delete a video: its customer, or All Projects staff (a franchisee with business:delete)',
    tag,
    access: 'session',
    body: ZUserVideoNoBody,
    response: ZDeleteUserVideoResponse,
  },
} as const satisfies Record<string, EndpointDef>;
