// The post's fields as the upload and edit dialogs ask for them: the contract's values and
// messages, with the category chosen first (the API takes only the subcategory).
import {
  IMAGE_POST_LANGUAGES,
  IMAGE_POST_MESSAGES,
  IMAGE_POST_TITLE_MAX,
  isIsoDate,
  LAYOUT_TYPES,
  type TImagePost,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SharedPostFields } from './use-upload-queue';

export const POST_TAGS_MAX = 20;

export const ZPostForm = z
  .object({
    imageCategoryId: z.string().min(1, 'Choose a category.'),
    imageSubcategoryId: z.string().min(1, 'Choose a subcategory.'),
    language: z.enum(IMAGE_POST_LANGUAGES),
    layout: z.enum(LAYOUT_TYPES),
    date: z.string().refine((value) => value === '' || isIsoDate(value), IMAGE_POST_MESSAGES.dateInvalid),
    /** On a date (or any day) or on a festival (docs/product-rules.md#festival-calendar). */
    schedule: z.enum(['date', 'festival']),
    festivalKey: z.string(),
    title: z.string().trim().max(IMAGE_POST_TITLE_MAX, IMAGE_POST_MESSAGES.titleTooLong),
    imageTagIds: z.array(z.string()).max(POST_TAGS_MAX, `Choose at most ${POST_TAGS_MAX} tags.`),
    /** Business category keys the post suits; empty: every business. */
    suitedCategories: z.array(z.string()),
  })
  .refine((form) => form.schedule === 'date' || form.festivalKey !== '', {
    message: 'Choose a festival.',
    path: ['festivalKey'],
  });
export type TPostForm = z.infer<typeof ZPostForm>;

export const EMPTY_POST_FORM: TPostForm = {
  imageCategoryId: '',
  imageSubcategoryId: '',
  language: 'en',
  layout: 'SQUARE',
  date: '',
  schedule: 'date',
  festivalKey: '',
  title: '',
  imageTagIds: [],
  suitedCategories: [],
};

export function postFormOf(post: TImagePost): TPostForm {
  return {
    imageCategoryId: post.imageCategoryId,
    imageSubcategoryId: post.imageSubcategoryId,
    language: post.language,
    layout: post.layout,
    date: post.date ?? '',
    schedule: post.festivalKey ? 'festival' : 'date',
    festivalKey: post.festivalKey ?? '',
    title: post.title ?? '',
    imageTagIds: post.tags.map((tag) => tag.imageTagId),
    suitedCategories: post.suitedCategories ?? [],
  };
}

/** What the API is sent: an empty date or title is "none". */
export function sharedFieldsOf(form: TPostForm): SharedPostFields {
  return {
    imageSubcategoryId: form.imageSubcategoryId,
    language: form.language,
    layout: form.layout,
    date: form.schedule === 'date' ? form.date || null : null,
    festivalKey: form.schedule === 'festival' ? form.festivalKey || null : null,
    title: form.title.trim() || null,
    imageTagIds: form.imageTagIds,
    suitedCategories: form.suitedCategories,
  };
}

export function usePostForm(defaults: TPostForm) {
  return useForm<TPostForm>({ resolver: zodResolver(ZPostForm), defaultValues: defaults, mode: 'onTouched' });
}
