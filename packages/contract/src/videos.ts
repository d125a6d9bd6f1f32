// Videos: promotional video templates made by
// the platform's team (an MP4 with slots saying where and when the business's logo, name, phone,
// address, a custom line and up to three photos appear), the videos customers make from them, and
// branded greeting videos made from the greetings library's VIDEO posts. Every render is a
// background job; the rules both sides read (slot checks, what a download gives, progress words)
// are pure functions here.
//
// Ownership: templates are the platform's (only the superadmin agency manages them: the "Video
// template Management" menu row) and every agency with configuration.video.enableVideo offers the
// published ones. A user video belongs to one business of one agency.
import { z } from 'zod';
import { gridSearchFields, SORT_ORDERS, SUBSCRIBED_FILTER, ZBusiness } from './business';
import { listOf, pagingQueryFields, requiredText, ZUuid } from './common';
import { FRAMES } from './constants';
import { FRAME_KINDS } from './image-posts';
import { INPUT_MESSAGES, PG_INT_MAX } from './input-safety';
import { ZUploadUrl } from './web-addresses';

// ---------------------------------------------------------------------------------------
// Limits

/** The two video template kinds of the four template kinds. */
export const VIDEO_TEMPLATE_KINDS = ['SQUARE_VIDEO', 'STORY_VIDEO'] as const;
export type VideoTemplateKind = (typeof VIDEO_TEMPLATE_KINDS)[number];

/** Output sizes: 720p keeps a 30 s video far under WhatsApp Status's ~16 MB and renders in ~1/3 real time. */
export const VIDEO_OUTPUT_SIZES: Record<VideoTemplateKind, { width: number; height: number }> = {
  SQUARE_VIDEO: { width: 720, height: 720 },
  STORY_VIDEO: { width: 720, height: 1280 },
};
/** WhatsApp Status takes at most 30 s; templates and greeting videos are kept within it. */
export const VIDEO_MAX_DURATION_SEC = 30;
export const VIDEO_MIN_DURATION_SEC = 2;
/** A template's upload, and a greeting VIDEO post's. */
export const VIDEO_TEMPLATE_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_MUSIC_MAX_BYTES = 10 * 1024 * 1024;
/** What we promise a customer's output stays under (WhatsApp Status ~16 MB). */
export const VIDEO_OUTPUT_MAX_BYTES = 16 * 1024 * 1024;
export const VIDEO_TEMPLATE_NAME_MAX = 80;
export const VIDEO_TEMPLATE_CATEGORY_MAX = 40;
export const VIDEO_CUSTOM_LINE_MAX = 80;
export const VIDEO_TEXT_MAX = 120;
export const VIDEO_PHOTOS_MAX = 3;
export const VIDEO_PAGE_SIZE_MAX = 100;

// ---------------------------------------------------------------------------------------
// Slots

/** What a slot shows: the business's logo, name, phone and address, the customer's line and photos. */
export const VIDEO_SLOT_FIELDS = [
  'logo',
  'businessName',
  'phone',
  'address',
  'customLine',
  'photo1',
  'photo2',
  'photo3',
] as const;
export type VideoSlotField = (typeof VIDEO_SLOT_FIELDS)[number];
export const VIDEO_TEXT_FIELDS: readonly VideoSlotField[] = ['businessName', 'phone', 'address', 'customLine'];
export const VIDEO_IMAGE_FIELDS: readonly VideoSlotField[] = ['logo', 'photo1', 'photo2', 'photo3'];
export const isTextSlot = (field: VideoSlotField) => VIDEO_TEXT_FIELDS.includes(field);

export const VIDEO_SLOT_LABELS: Record<VideoSlotField, string> = {
  logo: 'Logo',
  businessName: 'Business name',
  phone: 'Phone',
  address: 'Address',
  customLine: 'Custom line',
  photo1: 'Photo 1',
  photo2: 'Photo 2',
  photo3: 'Photo 3',
};

/** How a slot comes on: at once, fading in, or sliding up while fading in (0.4 s). */
export const VIDEO_SLOT_ANIMATIONS = ['none', 'fade', 'slide-up'] as const;
export type VideoSlotAnimation = (typeof VIDEO_SLOT_ANIMATIONS)[number];
export const VIDEO_TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export const VIDEO_MESSAGES = {
  videosOff: 'Promotional videos are not offered by this agency.',
  unknownTemplate: (id: string) => `There is no video template ${id}.`,
  unknownVideo: (videoNo: number) => `There is no video ${videoNo}.`,
  templateNotPublished: 'This video template is not published yet.',
  nameRequired: 'Enter a name.',
  nameTooLong: `Keep the name under ${VIDEO_TEMPLATE_NAME_MAX} characters.`,
  categoryRequired: 'Enter a category.',
  categoryTooLong: `Keep the category under ${VIDEO_TEMPLATE_CATEGORY_MAX} characters.`,
  videoRequired: 'Choose the template video (MP4).',
  notAVideo: 'This file is not a video we can play. Upload an MP4 (H.264) video.',
  notAudio: 'This file is not music we can play. Upload an MP3, M4A or WAV file.',
  videoTooLarge: `This video is too big. Upload at most ${VIDEO_TEMPLATE_MAX_BYTES / 1024 / 1024} MB and ${VIDEO_MAX_DURATION_SEC} seconds.`,
  videoTooLong: (seconds: number) =>
    `This video is ${seconds.toFixed(1)} seconds long. Templates may be at most ${VIDEO_MAX_DURATION_SEC} seconds (WhatsApp Status takes 30) and at most ${VIDEO_TEMPLATE_MAX_BYTES / 1024 / 1024} MB.`,
  videoTooShort: `A template must be at least ${VIDEO_MIN_DURATION_SEC} seconds long.`,
  musicTooLarge: `This music file is too big. Upload at most ${VIDEO_MUSIC_MAX_BYTES / 1024 / 1024} MB.`,
  durationTooLong: (max: number) => `The duration can be at most the video's own length, ${max.toFixed(1)} seconds.`,
  slotsInvalid: 'Enter the slots as a list.',
  slotOutsideFrame: 'This slot goes outside the frame: keep x + width and y + height within 100%.',
  slotTooSmall: 'Make this slot at least 2% wide and high.',
  slotOutsideDuration: (duration: number) => `This slot must start and end within the video's ${duration} seconds.`,
  slotEndsBeforeStart: 'A slot must end after it starts.',
  slotRepeated: (field: string) => `Only one slot may show ${field}.`,
  colour: 'Use a colour like #1e63d6.',
  businessNameRequired: 'Enter the business name.',
  textTooLong: (max: number) => `At most ${max} characters.`,
  tooManyPhotos: `Add at most ${VIDEO_PHOTOS_MAX} photos.`,
  imageNotOfBusiness: 'Upload the image again.',
  notIncluded:
    "This business's plan does not include promotional videos. Upgrade the plan, or buy videos, to make one.",
  renderStoppedAccountDeleted: 'Stopped: the account was deleted.',
  renderFailed: 'The video could not be made. Try again; if it fails again, choose another template or photo.',
  renderTimedOut: 'Making the video took too long and was stopped. Try again.',
  photoUnreadable: 'One of the photos could not be read. Upload it again as a JPEG or PNG.',
  templateGone: 'This template was removed. Choose another one.',
  stillRendering: 'The video is still being made.',
  notReady: 'This video is not ready yet.',
  hidden: 'This video was hidden by the agency.',
  retryOnlyFailed: 'Only a video that failed can be tried again.',
  confirmDelete: 'Delete this video? It cannot be brought back.',
  confirmDeleteTemplate: 'Delete this template? Customers will no longer see it; videos already made from it are kept.',
  greetingVideosOff:
    "This business's plan does not include greeting videos, or the agency does not offer them. Upgrade the plan for greeting videos.",
  greetingVideoLimitReached: (limit: number) =>
    `This business's plan allows ${limit} greeting ${limit === 1 ? 'video' : 'videos'} a day, and today's are used. Upgrade the plan for more, or come back tomorrow.`,
  notAVideoPost: 'This greeting post is an image: download it as an image greeting.',
} as const;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, VIDEO_MESSAGES.colour);
/** A fraction of the frame, 0 … 1 (the editor shows per cent). */
const fraction = z.number().min(0).max(1);

export const ZVideoSlot = z.object({
  field: z.enum(VIDEO_SLOT_FIELDS),
  /** Left, top, width and height as fractions of the frame. */
  x: fraction,
  y: fraction,
  width: fraction,
  height: fraction,
  /** Seconds from the start of the video. */
  start: z.number().min(0),
  end: z.number().min(0),
  animation: z.enum(VIDEO_SLOT_ANIMATIONS).default('fade'),
  /** Text slots: colour, weight, alignment and an optional band behind the text. */
  color: hexColour.default('#ffffff'),
  background: hexColour.nullable().default(null),
  bold: z.boolean().default(true),
  align: z.enum(VIDEO_TEXT_ALIGNS).default('center'),
});
export type TVideoSlot = z.output<typeof ZVideoSlot>;
export type TVideoSlotInput = z.input<typeof ZVideoSlot>;

export interface SlotIssue {
  /** Index into the slots and the field of the slot the message is about. */
  index: number;
  key: 'x' | 'y' | 'width' | 'height' | 'start' | 'end' | 'field';
  message: string;
}

/**
 * What is wrong with a template's slots for a video of `duration` seconds: outside the frame,
 * outside the duration, ending before it starts, or a field shown by two slots. The server answers
 * each as a field error (`slots.<i>.<key>`), the editor shows them where they are.
 */
export function slotIssues(slots: readonly TVideoSlot[], duration: number): SlotIssue[] {
  const issues: SlotIssue[] = [];
  const seen = new Set<string>();
  const EPS = 1e-6;
  slots.forEach((slot, index) => {
    if (seen.has(slot.field))
      issues.push({ index, key: 'field', message: VIDEO_MESSAGES.slotRepeated(VIDEO_SLOT_LABELS[slot.field]) });
    seen.add(slot.field);
    if (slot.width < 0.02) issues.push({ index, key: 'width', message: VIDEO_MESSAGES.slotTooSmall });
    if (slot.height < 0.02) issues.push({ index, key: 'height', message: VIDEO_MESSAGES.slotTooSmall });
    if (slot.x + slot.width > 1 + EPS) issues.push({ index, key: 'width', message: VIDEO_MESSAGES.slotOutsideFrame });
    if (slot.y + slot.height > 1 + EPS) issues.push({ index, key: 'height', message: VIDEO_MESSAGES.slotOutsideFrame });
    if (slot.start > duration + EPS)
      issues.push({ index, key: 'start', message: VIDEO_MESSAGES.slotOutsideDuration(duration) });
    if (slot.end > duration + EPS)
      issues.push({ index, key: 'end', message: VIDEO_MESSAGES.slotOutsideDuration(duration) });
    else if (slot.end <= slot.start) issues.push({ index, key: 'end', message: VIDEO_MESSAGES.slotEndsBeforeStart });
  });
  return issues;
}

/** The photos a template asks for (photo1…photo3 slots), in order. */
export const photoSlotsOf = (slots: readonly Pick<TVideoSlot, 'field'>[]) =>
  slots.filter((s) => s.field.startsWith('photo')).length;

// ---------------------------------------------------------------------------------------
// Templates

export const VIDEO_TEMPLATE_STATUSES = ['draft', 'published'] as const;
export type VideoTemplateStatus = (typeof VIDEO_TEMPLATE_STATUSES)[number];
/** The template's sample-data preview render. */
export const VIDEO_PREVIEW_STATUSES = ['pending', 'ready', 'failed'] as const;

export const ZVideoTemplate = z.object({
  id: ZUuid,
  name: z.string(),
  category: z.string(),
  kind: z.enum(VIDEO_TEMPLATE_KINDS),
  status: z.enum(VIDEO_TEMPLATE_STATUSES),
  /** Seconds the made videos last (at most the source's own length). */
  duration: z.number(),
  /** The source's own size and length, probed at upload. */
  sourceWidth: z.number().int(),
  sourceHeight: z.number().int(),
  sourceDuration: z.number(),
  hasMusic: z.boolean(),
  /** A track of the music library; it wins over the template's own music (docs/product-rules.md#video-music). */
  musicTrackId: ZUuid.nullable(),
  slots: z.array(ZVideoSlot),
  /** How many customers picked it (one count per customer, template and IST day). */
  popularity: z.number().int(),
  /** The source video (staff) — customers get the preview. */
  sourceUrl: z.string().nullable(),
  previewStatus: z.enum(VIDEO_PREVIEW_STATUSES),
  /** The template made with sample data, and its first frame with everything on. */
  previewUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  previewError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVideoTemplate = z.infer<typeof ZVideoTemplate>;

export const VIDEO_TEMPLATE_SORTS = ['popular', 'newest', 'name'] as const;

/** GET /video/template */
export const ZVideoTemplateListQuery = z.object({
  ...pagingQueryFields(VIDEO_PAGE_SIZE_MAX, 50),
  category: z.string().trim().max(VIDEO_TEMPLATE_CATEGORY_MAX).optional(),
  kind: z.enum(VIDEO_TEMPLATE_KINDS).optional(),
  /** Staff only; customers always get the published ones. */
  status: z.enum(VIDEO_TEMPLATE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  /** The customer's page names its business (the agency's offer is checked against it). */
  businessId: ZUuid.optional(),
  sort: z.enum(VIDEO_TEMPLATE_SORTS).default('popular'),
});
export type TVideoTemplateListQuery = z.input<typeof ZVideoTemplateListQuery>;

export const ZVideoTemplateList = listOf(ZVideoTemplate).extend({
  /** Every category with a template the caller sees, for the filter chips. */
  categories: z.array(z.string()),
});
export type TVideoTemplateList = z.infer<typeof ZVideoTemplateList>;

export const ZVideoTemplateIdParams = z.object({ id: ZUuid });
export const ZVideoTemplateIdBody = z.object({ templateId: ZUuid });

/**
 * POST /video/template (multipart): the fields below as form fields (slots as JSON), plus the
 * files "video" (required to create; optional to edit) and "music" (optional). templateId edits.
 */
export const ZSaveVideoTemplateFields = z.object({
  templateId: ZUuid.optional(),
  name: requiredText(VIDEO_TEMPLATE_NAME_MAX, VIDEO_MESSAGES.nameRequired, VIDEO_MESSAGES.nameTooLong),
  category: requiredText(VIDEO_TEMPLATE_CATEGORY_MAX, VIDEO_MESSAGES.categoryRequired, VIDEO_MESSAGES.categoryTooLong),
  kind: z.enum(VIDEO_TEMPLATE_KINDS),
  /** Absent: the source's own length (capped at VIDEO_MAX_DURATION_SEC). */
  duration: z.coerce.number().min(VIDEO_MIN_DURATION_SEC).max(VIDEO_MAX_DURATION_SEC).optional(),
  status: z.enum(VIDEO_TEMPLATE_STATUSES).default('draft'),
  slots: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(ZVideoSlot, { error: VIDEO_MESSAGES.slotsInvalid }).max(VIDEO_SLOT_FIELDS.length),
  ),
  /** A platform track of the music library; "" clears it; absent keeps the one chosen. */
  musicTrackId: z
    .union([ZUuid, z.literal('')])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  /** "true": drop the template's music. */
  removeMusic: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type TSaveVideoTemplateFields = z.input<typeof ZSaveVideoTemplateFields>;

export const ZDeleteVideoTemplateResponse = z.object({ templateId: ZUuid, deleted: z.literal(true) });
export const ZVideoTemplatePopularity = z.object({
  templateId: ZUuid,
  popularity: z.number().int(),
  counted: z.boolean(),
});

// ---------------------------------------------------------------------------------------
// User videos

export const USER_VIDEO_KINDS = ['promotional', 'greeting'] as const;
export type UserVideoKind = (typeof USER_VIDEO_KINDS)[number];
/** Where the render is. A failed render consumes nothing and may be tried again. */
export const RENDER_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];
/** The agency's say (updateUserVideoStatus): a hidden video is not played, downloaded or listed to its customer. */
export const USER_VIDEO_STATUSES = ['active', 'hidden'] as const;
export type UserVideoStatus = (typeof USER_VIDEO_STATUSES)[number];

// Bounded here too: the path names it `id`, which the input guard's …No rule does not see.
export const ZUserVideoNo = z.coerce.number().int().positive().max(PG_INT_MAX, INPUT_MESSAGES.serialOutOfRange);

/** The business details a video shows: prefilled from the business and its card (one profile). */
export const ZUserVideoDetails = z.object({
  businessName: z
    .string({ error: VIDEO_MESSAGES.businessNameRequired })
    .trim()
    .min(1, VIDEO_MESSAGES.businessNameRequired)
    .max(VIDEO_TEXT_MAX, VIDEO_MESSAGES.textTooLong(VIDEO_TEXT_MAX)),
  phone: z.string().trim().max(40, VIDEO_MESSAGES.textTooLong(40)).default(''),
  address: z.string().trim().max(VIDEO_TEXT_MAX, VIDEO_MESSAGES.textTooLong(VIDEO_TEXT_MAX)).default(''),
  customLine: z
    .string()
    .trim()
    .max(VIDEO_CUSTOM_LINE_MAX, VIDEO_MESSAGES.textTooLong(VIDEO_CUSTOM_LINE_MAX))
    .default(''),
  logoUrl: ZUploadUrl.nullable().default(null),
  photoUrls: z.array(ZUploadUrl).max(VIDEO_PHOTOS_MAX, VIDEO_MESSAGES.tooManyPhotos).default([]),
});
export type TUserVideoDetails = z.output<typeof ZUserVideoDetails>;
export type TUserVideoDetailsInput = z.input<typeof ZUserVideoDetails>;

export const ZUserVideo = z.object({
  videoNo: z.number().int(),
  kind: z.enum(USER_VIDEO_KINDS),
  businessId: ZUuid,
  templateId: ZUuid.nullable(),
  templateName: z.string().nullable(),
  /** Greeting videos: the greetings post and the frame it was branded with. */
  imagePostId: ZUuid.nullable(),
  frame: z.enum(FRAMES).nullable(),
  layout: z.enum(VIDEO_TEMPLATE_KINDS),
  details: ZUserVideoDetails.nullable(),
  renderStatus: z.enum(RENDER_STATUSES),
  /** 0 … 100 while rendering; 100 when ready. */
  progress: z.number().int(),
  /** Failed: why, in words the customer understands. */
  failureReason: z.string().nullable(),
  status: z.enum(USER_VIDEO_STATUSES),
  /** Ready only: the MP4 (plays inline; ?download=1 saves it) and its poster frame. */
  videoUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
  sizeBytes: z.number().int().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readyAt: z.string().nullable(),
});
export type TUserVideo = z.infer<typeof ZUserVideo>;

export const ZUserVideoIdParams = z.object({ id: ZUserVideoNo });
export const ZUserVideoFileQuery = z.object({
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export const ZUserVideoNoBody = z.object({ videoNo: ZUserVideoNo });

export const USER_VIDEO_SORT_KEYS = ['createdAt', 'businessName', 'templateName', 'renderStatus'] as const;
export const USER_VIDEO_SEARCH_KEYS = ['businessName', 'registeredPhoneNumber', 'templateName'] as const;

/** GET /video/user-video: All Projects (promotional_video). */
export const ZUserVideoListQuery = z.object({
  ...pagingQueryFields(VIDEO_PAGE_SIZE_MAX, 20),
  ...gridSearchFields(USER_VIDEO_SEARCH_KEYS),
  kind: z.enum(USER_VIDEO_KINDS).optional(),
  renderStatus: z.enum(RENDER_STATUSES).optional(),
  status: z.enum(USER_VIDEO_STATUSES).optional(),
  subscribed: z.enum(SUBSCRIBED_FILTER).optional(),
  businessId: ZUuid.optional(),
  sortBy: z.enum(USER_VIDEO_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type TUserVideoListQuery = z.input<typeof ZUserVideoListQuery>;

export const ZUserVideoListItem = ZUserVideo.extend({
  business: ZBusiness,
});
export const ZUserVideoList = listOf(ZUserVideoListItem);
export type TUserVideoList = z.infer<typeof ZUserVideoList>;

/** What a business may still make: promotional videos (plan + bought) and today's greeting videos. */
export const ZVideoAllowance = z.object({
  promotional: z.object({
    /** -1: unlimited. */
    allowed: z.number().int(),
    used: z.number().int(),
    /** null: may make one; else why not, with the way up. */
    refusal: z.object({ message: z.string(), upgradePath: z.string() }).nullable(),
  }),
  greeting: z.object({
    allowed: z.number().int(),
    usedToday: z.number().int(),
    refusal: z.object({ message: z.string(), upgradePath: z.string() }).nullable(),
  }),
});
export type TVideoAllowance = z.infer<typeof ZVideoAllowance>;

/** GET /video/user-video/getUserVideosByBusiness */
export const ZUserVideosByBusinessQuery = z.object({
  businessId: ZUuid,
  kind: z.enum(USER_VIDEO_KINDS).optional(),
});
export const ZUserVideosByBusiness = z.object({
  list: z.array(ZUserVideo),
  allowance: ZVideoAllowance,
  /** The details a new video starts with (the business and its digital card). */
  draft: ZUserVideoDetails,
});
export type TUserVideosByBusiness = z.infer<typeof ZUserVideosByBusiness>;

/** POST /video/user-video: a promotional video from a published template → a render job. */
export const ZCreateUserVideoBody = z.object({
  businessId: ZUuid,
  templateId: ZUuid,
  details: ZUserVideoDetails,
});
export type TCreateUserVideoBody = z.input<typeof ZCreateUserVideoBody>;

/** POST /video/greeting-video (ours): a greeting VIDEO post branded with the business's frame. */
export const ZCreateGreetingVideoBody = z.object({
  businessId: ZUuid,
  imageId: ZUuid,
  frame: z.enum(FRAMES).optional(),
  kind: z.enum(FRAME_KINDS).optional(),
});
export type TCreateGreetingVideoBody = z.input<typeof ZCreateGreetingVideoBody>;

/** POST /video/user-video/updateUserVideoStatus */
export const ZUpdateUserVideoStatusBody = z.object({ videoNo: ZUserVideoNo, status: z.enum(USER_VIDEO_STATUSES) });
export const ZDeleteUserVideoResponse = z.object({ videoNo: z.number().int(), deleted: z.literal(true) });

export const ZMp4Response = z.string().describe('video/mp4');

// ---------------------------------------------------------------------------------------
// Pure helpers both sides use

/** The words for where a render is, for the progress bar. */
export function renderStatusLabel(video: Pick<TUserVideo, 'renderStatus' | 'progress'>): string {
  switch (video.renderStatus) {
    case 'queued':
      return 'Waiting to start…';
    case 'rendering':
      return `Making your video… ${video.progress}%`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

export const isRenderSettled = (status: RenderStatus) => status === 'ready' || status === 'failed';
