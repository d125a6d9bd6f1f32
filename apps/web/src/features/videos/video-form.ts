// The promotional video editor's form: react-hook-form on the contract's ZUserVideoDetails, with
// the photos as three fields (one picker each) instead of a list, started from the business's
// prefill (getUserVideosByBusiness().draft).
import {
  type TUserVideoDetails,
  VIDEO_PHOTOS_MAX,
  type VideoSlotField,
  ZUploadUrl,
  ZUserVideoDetails,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone } from '#lib/format';
import type { SlotValues } from './components/slot-content';

const ZPhoto = ZUploadUrl.nullable().default(null);

export const ZVideoDetailsForm = ZUserVideoDetails.omit({ photoUrls: true }).extend({
  photo1: ZPhoto,
  photo2: ZPhoto,
  photo3: ZPhoto,
});
export type VideoFormInput = z.input<typeof ZVideoDetailsForm>;
export type VideoFormOutput = z.output<typeof ZVideoDetailsForm>;
export const PHOTO_FIELDS = ['photo1', 'photo2', 'photo3'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];
const FORM_FIELDS: readonly (keyof VideoFormInput)[] = [
  'businessName',
  'phone',
  'address',
  'customLine',
  'logoUrl',
  ...PHOTO_FIELDS,
];

/** The form's start: the prefill, its photos one per picker. */
export function formStartOf(draft: TUserVideoDetails): VideoFormInput {
  const { photoUrls, ...rest } = draft;
  return {
    ...rest,
    photo1: photoUrls[0] ?? null,
    photo2: photoUrls[1] ?? null,
    photo3: photoUrls[2] ?? null,
  };
}

/** The photos chosen, in picker order, gaps closed (the server fills photo slots 1, 2, 3 in turn). */
export function photosOf(values: Partial<Record<PhotoField, string | null | undefined>>, count: number): string[] {
  return PHOTO_FIELDS.slice(0, Math.min(count, VIDEO_PHOTOS_MAX))
    .map((field) => values[field])
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/** What POST /video/user-video sends as details. */
export function detailsOf(values: VideoFormOutput, photoCount: number): TUserVideoDetails {
  const { photo1, photo2, photo3, ...rest } = values;
  return { ...rest, photoUrls: photosOf({ photo1, photo2, photo3 }, photoCount) };
}

/** What each slot shows in the layout sketch, as typed now. */
export function slotValuesOf(values: Partial<VideoFormInput>, photoCount: number): SlotValues {
  const photos = photosOf(values, photoCount);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const result: SlotValues = {
    businessName: text(values.businessName),
    // The video shows an Indian number spaced (+91 98765 43210); so does the sketch.
    phone: formatPhone(text(values.phone)) || null,
    address: text(values.address),
    customLine: text(values.customLine),
    logo: text(values.logoUrl),
  };
  photos.forEach((url, index) => {
    const field: VideoSlotField | undefined = PHOTO_FIELDS[index];
    if (field) result[field] = url;
  });
  return result;
}

/**
 * The form field a server field error belongs to: "details.businessName" → businessName,
 * "details.photoUrls.1" → photo2; null when the form has no such field (the message goes above).
 */
export function formFieldOf(serverField: string): keyof VideoFormInput | null {
  const field = serverField.startsWith('details.') ? serverField.slice('details.'.length) : serverField;
  const photo = /^photoUrls(?:\.(\d+))?/.exec(field);
  if (photo) {
    const index = Number(photo[1] ?? 0);
    return PHOTO_FIELDS[index] ?? null;
  }
  const root = field.split('.')[0] ?? '';
  return FORM_FIELDS.find((name) => name === root) ?? null;
}

export function useVideoDetailsForm(start: VideoFormInput) {
  return useForm<VideoFormInput, unknown, VideoFormOutput>({
    resolver: zodResolver(ZVideoDetailsForm),
    defaultValues: start,
    mode: 'onTouched',
  });
}
