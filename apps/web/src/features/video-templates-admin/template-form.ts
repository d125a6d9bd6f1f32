// The template editor's form and its checks, pure so Node tests them. The form keeps the slots
// by field (one each) in per cent of the frame, the way the editor shows them; the contract keeps
// a list in fractions. Checked with the contract's own schema and slotIssues, and every problem
// is put on the form path it is about ("slots.logo.width"), the server's ("slots.<i>.<key>") too.
import {
  isTextSlot,
  slotIssues,
  type TVideoSlot,
  type TVideoTemplate,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MESSAGES,
  VIDEO_MIN_DURATION_SEC,
  VIDEO_MUSIC_MAX_BYTES,
  VIDEO_SLOT_FIELDS,
  VIDEO_TEMPLATE_MAX_BYTES,
  type VideoSlotAnimation,
  type VideoSlotField,
  type VideoTemplateKind,
  type VideoTemplateStatus,
  ZSaveVideoTemplateFields,
} from '@cardora/contract';

export interface SlotDraft {
  enabled: boolean;
  /** Per cent of the frame, 0..100. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Seconds. */
  start: number;
  end: number;
  animation: VideoSlotAnimation;
  color: string;
  background: string | null;
  bold: boolean;
  align: 'left' | 'center' | 'right';
}

export interface TemplateForm {
  name: string;
  category: string;
  kind: VideoTemplateKind;
  /** Seconds the made videos last. */
  duration: number;
  status: VideoTemplateStatus;
  slots: Record<VideoSlotField, SlotDraft>;
  /** A new source (required for a new template). */
  video: File | null;
  music: File | null;
  removeMusic: boolean;
  /** A music library track; it wins over `music` (docs/product-rules.md#video-music). */
  musicTrackId: string | null;
}

/** What the chosen source is, read in the browser (or the template's own, probed at upload). */
export interface SourceInfo {
  duration: number;
  width: number;
  height: number;
}

type Box = Pick<SlotDraft, 'x' | 'y' | 'width' | 'height'>;

/** Where each field starts when it is switched on: logo top-left, details in a band at the bottom, photos in the middle. */
const DEFAULT_BOXES: Record<VideoSlotField, Record<VideoTemplateKind, Box>> = {
  logo: { SQUARE_VIDEO: box(5, 5, 22, 22), STORY_VIDEO: box(6, 5, 30, 17) },
  businessName: { SQUARE_VIDEO: box(5, 70, 90, 9), STORY_VIDEO: box(5, 72, 90, 6) },
  phone: { SQUARE_VIDEO: box(5, 80, 90, 7), STORY_VIDEO: box(5, 79, 90, 4.5) },
  address: { SQUARE_VIDEO: box(5, 88, 90, 6), STORY_VIDEO: box(5, 84.5, 90, 4.5) },
  customLine: { SQUARE_VIDEO: box(8, 34, 84, 12), STORY_VIDEO: box(6, 28, 88, 7) },
  photo1: { SQUARE_VIDEO: box(20, 12, 60, 52), STORY_VIDEO: box(10, 30, 80, 36) },
  photo2: { SQUARE_VIDEO: box(20, 12, 60, 52), STORY_VIDEO: box(10, 30, 80, 36) },
  photo3: { SQUARE_VIDEO: box(20, 12, 60, 52), STORY_VIDEO: box(10, 30, 80, 36) },
};

function box(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

const round = (value: number, step: number) => Math.round(value / step) * step;
/** Per cent with at most two decimals (fractions with four), so inputs show tidy numbers. */
export const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;
export const toFraction = (percent: number) => Math.round(percent * 100) / 10000;

/** A field switched on for the first time: its usual place, shown for the photos' share of the video or the whole of it. */
export function defaultSlot(field: VideoSlotField, kind: VideoTemplateKind, duration: number): SlotDraft {
  const photo = /^photo(\d)$/.exec(field);
  let start = 0;
  let end = duration;
  if (photo) {
    // Three photos one after another over the video's middle.
    const index = Number(photo[1]) - 1;
    const part = duration / 3;
    start = round(index * part, 0.1);
    end = round(Math.min(duration, (index + 1) * part), 0.1);
  } else if (field === 'customLine') {
    start = round(Math.min(1, duration / 4), 0.1);
  }
  return {
    enabled: false,
    ...DEFAULT_BOXES[field][kind],
    start,
    end,
    animation: field === 'customLine' ? 'slide-up' : 'fade',
    color: '#ffffff',
    background: field === 'businessName' ? '#1e63d6' : null,
    bold: field !== 'address',
    align: 'center',
  };
}

/**
 * The slots after the kind changes: a box still where the old kind's default put it moves to the
 * new kind's default (a square logo box would be tall and narrow on a story); a box the manager
 * placed stays where it is.
 */
export function slotsForKind(
  slots: Record<VideoSlotField, SlotDraft>,
  from: VideoTemplateKind,
  to: VideoTemplateKind,
): Record<VideoSlotField, SlotDraft> {
  if (from === to) return slots;
  const next = { ...slots };
  for (const field of VIDEO_SLOT_FIELDS) {
    const slot = slots[field];
    const old = DEFAULT_BOXES[field][from];
    const untouched = (['x', 'y', 'width', 'height'] as const).every((key) => Math.abs(slot[key] - old[key]) < 0.01);
    if (untouched) next[field] = { ...slot, ...DEFAULT_BOXES[field][to] };
  }
  return next;
}

function slotDraftOf(slot: TVideoSlot): SlotDraft {
  return {
    enabled: true,
    x: toPercent(slot.x),
    y: toPercent(slot.y),
    width: toPercent(slot.width),
    height: toPercent(slot.height),
    start: slot.start,
    end: slot.end,
    animation: slot.animation,
    color: slot.color,
    background: slot.background,
    bold: slot.bold,
    align: slot.align,
  };
}

function emptySlots(kind: VideoTemplateKind, duration: number): Record<VideoSlotField, SlotDraft> {
  const slot = (field: VideoSlotField) => defaultSlot(field, kind, duration);
  return {
    logo: slot('logo'),
    businessName: slot('businessName'),
    phone: slot('phone'),
    address: slot('address'),
    customLine: slot('customLine'),
    photo1: slot('photo1'),
    photo2: slot('photo2'),
    photo3: slot('photo3'),
  };
}

/** A new template: a square video, with the business name and phone switched on. */
export function newTemplateForm(): TemplateForm {
  const duration = 10;
  const slots = emptySlots('SQUARE_VIDEO', duration);
  slots.logo.enabled = true;
  slots.businessName.enabled = true;
  slots.phone.enabled = true;
  return {
    name: '',
    category: '',
    kind: 'SQUARE_VIDEO',
    duration,
    status: 'draft',
    slots,
    video: null,
    music: null,
    removeMusic: false,
    musicTrackId: null,
  };
}

/** An existing template as the form shows it (the fields it does not use keep their defaults, off). */
export function templateFormOf(template: TVideoTemplate): TemplateForm {
  const slots = emptySlots(template.kind, template.duration);
  for (const slot of template.slots) slots[slot.field] = slotDraftOf(slot);
  return {
    name: template.name,
    category: template.category,
    kind: template.kind,
    duration: template.duration,
    status: template.status,
    slots,
    video: null,
    music: null,
    removeMusic: false,
    musicTrackId: template.musicTrackId,
  };
}

/** The slots switched on, in the contract's order: the list that is sent (its index is the server's `slots.<i>`). */
export function sentSlotFields(slots: Record<VideoSlotField, SlotDraft>): VideoSlotField[] {
  return VIDEO_SLOT_FIELDS.filter((field) => slots[field].enabled);
}

/** One slot as the contract has it (fractions). */
export function slotOfDraft(field: VideoSlotField, draft: SlotDraft): TVideoSlot {
  return {
    field,
    x: toFraction(draft.x),
    y: toFraction(draft.y),
    width: toFraction(draft.width),
    height: toFraction(draft.height),
    start: round(draft.start, 0.01),
    end: round(draft.end, 0.01),
    animation: draft.animation,
    color: draft.color,
    background: isTextSlot(field) ? draft.background : null,
    bold: draft.bold,
    align: draft.align,
  };
}

/** The slots as the contract has them, the enabled ones only. */
export function slotsOf(slots: Record<VideoSlotField, SlotDraft>): TVideoSlot[] {
  return sentSlotFields(slots).map((field) => slotOfDraft(field, slots[field]));
}

/** The multipart form fields (the files go beside them), as POST /video/template reads them. */
export interface TemplateFields {
  templateId?: string;
  name: string;
  category: string;
  kind: VideoTemplateKind;
  duration: string;
  status: VideoTemplateStatus;
  slots: string;
  removeMusic: 'true' | 'false';
  /** A library track; "" clears it; absent keeps the template's. */
  musicTrackId?: string;
}

export type FormCheck = { ok: true; fields: TemplateFields } | { ok: false; errors: Record<string, string> };

const clampNumber = (value: number) => (Number.isFinite(value) ? value : Number.NaN);

/**
 * The form checked as the server will check it: the contract's field rules, the slots within
 * the frame and the duration (slotIssues), the files' kinds and sizes. Errors by form path.
 */
export function checkTemplateForm(
  form: TemplateForm,
  context: { templateId?: string; source: SourceInfo | null },
): FormCheck {
  const errors: Record<string, string> = {};
  const fields = sentSlotFields(form.slots);

  // Numbers first: an empty input is NaN, and the slot checks need numbers.
  for (const field of fields) {
    const slot = form.slots[field];
    for (const key of ['x', 'y', 'width', 'height', 'start', 'end'] as const) {
      const value = clampNumber(slot[key]);
      const max = key === 'start' || key === 'end' ? Number.POSITIVE_INFINITY : 100;
      if (Number.isNaN(value) || value < 0 || value > max)
        errors[`slots.${field}.${key}`] = key === 'start' || key === 'end' ? 'Enter seconds.' : 'Enter 0 to 100.';
    }
    if (!/^#[0-9a-fA-F]{6}$/.test(slot.color)) errors[`slots.${field}.color`] = VIDEO_MESSAGES.colour;
    if (slot.background !== null && !/^#[0-9a-fA-F]{6}$/.test(slot.background))
      errors[`slots.${field}.background`] = VIDEO_MESSAGES.colour;
  }

  if (!context.templateId && !form.video) errors.video = VIDEO_MESSAGES.videoRequired;
  if (form.video) {
    const type = form.video.type;
    if ((type && type !== 'video/mp4') || (!type && !/\.(mp4|m4v)$/i.test(form.video.name)))
      errors.video = VIDEO_MESSAGES.notAVideo;
    else if (form.video.size > VIDEO_TEMPLATE_MAX_BYTES) errors.video = VIDEO_MESSAGES.videoTooLarge;
    else if (context.source && context.source.duration > VIDEO_MAX_DURATION_SEC + 0.05)
      errors.video = VIDEO_MESSAGES.videoTooLong(context.source.duration);
    else if (context.source && context.source.duration < VIDEO_MIN_DURATION_SEC)
      errors.video = VIDEO_MESSAGES.videoTooShort;
  }
  if (form.music) {
    if (form.music.type && !form.music.type.startsWith('audio/')) errors.music = VIDEO_MESSAGES.notAudio;
    else if (form.music.size > VIDEO_MUSIC_MAX_BYTES) errors.music = VIDEO_MESSAGES.musicTooLarge;
  }

  const sourceDuration = context.source?.duration ?? null;
  if (!Number.isFinite(form.duration)) errors.duration = 'Enter the seconds the videos last.';
  else if (sourceDuration !== null && form.duration > sourceDuration + 0.05)
    errors.duration = VIDEO_MESSAGES.durationTooLong(sourceDuration);

  const fieldsOut: TemplateFields = {
    ...(context.templateId ? { templateId: context.templateId } : {}),
    name: form.name,
    category: form.category,
    kind: form.kind,
    duration: String(form.duration),
    status: form.status,
    slots: '[]',
    removeMusic: form.removeMusic && !form.music ? 'true' : 'false',
    musicTrackId: form.musicTrackId ?? '',
  };

  const parsed = ZSaveVideoTemplateFields.safeParse({ ...fieldsOut, slots: [] });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      if (!errors[key]) errors[key] = issue.message;
    }
  }

  if (Object.keys(errors).length === 0) {
    const slots = slotsOf(form.slots);
    for (const issue of slotIssues(slots, form.duration)) {
      const field = fields[issue.index];
      const path = `slots.${field}.${issue.key === 'field' ? 'enabled' : issue.key}`;
      if (field && !errors[path]) errors[path] = issue.message;
    }
    fieldsOut.slots = JSON.stringify(slots);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields: fieldsOut };
}

const SLOT_DRAFT_KEYS = ['enabled', 'x', 'y', 'width', 'height', 'start', 'end', 'color', 'background'] as const;
const TOP_FIELDS = ['name', 'category', 'kind', 'duration', 'status', 'video', 'music', 'musicTrackId'] as const;
export type TemplateFormPath =
  | (typeof TOP_FIELDS)[number]
  | `slots.${VideoSlotField}.${(typeof SLOT_DRAFT_KEYS)[number]}`;

/**
 * Where a server field error goes on the form: "slots.2.width" is the third slot sent;
 * "name", "video", "music" stay as they are. null: no field of the form (said above the form).
 */
export function formPathOfServerField(serverField: string, sent: readonly VideoSlotField[]): TemplateFormPath | null {
  const slot = /^slots\.(\d+)\.(\w+)$/.exec(serverField);
  if (slot) {
    const field = sent[Number(slot[1])];
    const key = SLOT_DRAFT_KEYS.find((name) => name === (slot[2] === 'field' ? 'enabled' : slot[2]));
    return field && key ? `slots.${field}.${key}` : null;
  }
  return TOP_FIELDS.find((name) => name === serverField) ?? null;
}

/** The fields to send to change only the status (Publish / Unpublish), from the template as it is. */
export function statusFieldsOf(template: TVideoTemplate, status: VideoTemplateStatus): TemplateFields {
  return {
    templateId: template.id,
    name: template.name,
    category: template.category,
    kind: template.kind,
    duration: String(template.duration),
    status,
    slots: JSON.stringify(template.slots),
    removeMusic: 'false',
  };
}

/** A slot's box moved or resized on the frame, kept inside it and at least 2% each way. */
export function clampBox(next: Box): Box {
  const width = Math.min(100, Math.max(2, next.width));
  const height = Math.min(100, Math.max(2, next.height));
  const x = Math.min(100 - width, Math.max(0, next.x));
  const y = Math.min(100 - height, Math.max(0, next.y));
  const tidy = (value: number) => Math.round(value * 10) / 10;
  return { x: tidy(x), y: tidy(y), width: tidy(width), height: tidy(height) };
}

/** Is the slot on screen at `time` seconds? */
export const slotShownAt = (slot: Pick<SlotDraft, 'start' | 'end'>, time: number) =>
  time >= slot.start && time <= slot.end;

/** Slot times stretched to a new length (a newly chosen video of another length). */
export function stretchSlots(
  slots: Record<VideoSlotField, SlotDraft>,
  from: number,
  to: number,
): Record<VideoSlotField, SlotDraft> {
  if (!(from > 0) || !(to > 0)) return slots;
  const scale = (value: number) => Math.min(to, Math.round(((value * to) / from) * 10) / 10);
  const stretch = (field: VideoSlotField) => ({
    ...slots[field],
    start: scale(slots[field].start),
    end: scale(slots[field].end),
  });
  return {
    logo: stretch('logo'),
    businessName: stretch('businessName'),
    phone: stretch('phone'),
    address: stretch('address'),
    customLine: stretch('customLine'),
    photo1: stretch('photo1'),
    photo2: stretch('photo2'),
    photo3: stretch('photo3'),
  };
}
