import type { TVideoTemplate } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import {
  checkTemplateForm,
  clampBox,
  formPathOfServerField,
  newTemplateForm,
  sentSlotFields,
  slotShownAt,
  slotsForKind,
  slotsOf,
  statusFieldsOf,
  stretchSlots,
  type TemplateForm,
  templateFormOf,
} from './template-form';

const mp4 = (size = 1000, name = 'diwali.mp4', type = 'video/mp4') => new File([new Uint8Array(size)], name, { type });
const SOURCE = { duration: 12, width: 720, height: 720 };

function valid(): TemplateForm {
  const form = newTemplateForm();
  return {
    ...form,
    name: 'Diwali sparkle',
    category: 'Diwali',
    duration: 12,
    video: mp4(),
    slots: stretchSlots(form.slots, 10, 12),
  };
}

const TEMPLATE: TVideoTemplate = {
  id: '3f0a4f5e-8c1b-4d0e-9a51-6a3c1f2b9d10',
  name: 'Grand opening',
  category: 'Opening',
  kind: 'STORY_VIDEO',
  status: 'draft',
  duration: 8,
  sourceWidth: 720,
  sourceHeight: 1280,
  sourceDuration: 9.5,
  hasMusic: true,
  musicTrackId: null,
  slots: [
    {
      field: 'businessName',
      x: 0.05,
      y: 0.7,
      width: 0.9,
      height: 0.08,
      start: 1,
      end: 8,
      animation: 'fade',
      color: '#ffffff',
      background: '#1e63d6',
      bold: true,
      align: 'center',
    },
    {
      field: 'photo1',
      x: 0.1,
      y: 0.2,
      width: 0.8,
      height: 0.4,
      start: 0,
      end: 4,
      animation: 'none',
      color: '#ffffff',
      background: null,
      bold: true,
      align: 'center',
    },
  ],
  popularity: 4,
  sourceUrl: '/uploads/video-templates/a.mp4',
  previewStatus: 'ready',
  previewUrl: '/uploads/video-templates/a-preview.mp4',
  posterUrl: '/uploads/video-templates/a.jpg',
  previewError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a template as the form shows it', () => {
  test('a saved template: its slots on, in per cent; the others off with their defaults', () => {
    const form = templateFormOf(TEMPLATE);
    expect(sentSlotFields(form.slots)).toEqual(['businessName', 'photo1']);
    expect(form.slots.businessName).toMatchObject({
      enabled: true,
      x: 5,
      y: 70,
      width: 90,
      height: 8,
      start: 1,
      end: 8,
    });
    expect(form.slots.logo.enabled).toBe(false);
    expect(slotsOf(form.slots)).toEqual(TEMPLATE.slots);
  });

  test('a new one starts with the logo, name and phone on, within its length', () => {
    const form = newTemplateForm();
    expect(sentSlotFields(form.slots)).toEqual(['logo', 'businessName', 'phone']);
    for (const field of sentSlotFields(form.slots)) expect(form.slots[field].end).toBeLessThanOrEqual(form.duration);
  });

  test('a video of another length stretches the times', () => {
    const slots = stretchSlots(newTemplateForm().slots, 10, 20);
    expect(slots.businessName.end).toBe(20);
    expect(slots.photo2.start).toBe(6.6);
  });
});

describe('checked before sending, as the server will', () => {
  test('a complete new template: the multipart fields with slots as JSON fractions', () => {
    const check = checkTemplateForm(valid(), { source: SOURCE });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.fields).toMatchObject({
      name: 'Diwali sparkle',
      category: 'Diwali',
      kind: 'SQUARE_VIDEO',
      duration: '12',
    });
    const slots = JSON.parse(check.fields.slots);
    expect(slots.map((slot: { field: string }) => slot.field)).toEqual(['logo', 'businessName', 'phone']);
    expect(slots[1]).toMatchObject({ x: 0.05, y: 0.7, width: 0.9 });
  });

  test('a new template needs its video; a name and a category', () => {
    const check = checkTemplateForm({ ...valid(), video: null, name: ' ', category: '' }, { source: null });
    expect(check).toEqual({
      ok: false,
      errors: { video: 'Choose the template video (MP4).', name: 'Enter a name.', category: 'Enter a category.' },
    });
  });

  test('an edit may keep its video', () => {
    expect(checkTemplateForm({ ...templateFormOf(TEMPLATE) }, { templateId: TEMPLATE.id, source: SOURCE }).ok).toBe(
      true,
    );
  });

  test('not an MP4, too big, too long: said on the video', () => {
    const errors = (form: TemplateForm, source = SOURCE) => {
      const check = checkTemplateForm(form, { source });
      return check.ok ? {} : check.errors;
    };
    expect(errors({ ...valid(), video: mp4(10, 'a.mov', 'video/quicktime') }).video).toMatch(/not a video we can play/);
    expect(errors({ ...valid(), video: mp4(51 * 1024 * 1024) }).video).toMatch(/too big/);
    expect(errors(valid(), { ...SOURCE, duration: 42 }).video).toMatch(/42.0 seconds long/);
    expect(errors({ ...valid(), duration: 14 }).duration).toBe(
      "The duration can be at most the video's own length, 12.0 seconds.",
    );
  });

  test('a slot outside the frame or the duration, or ending before it starts, is marked on that slot', () => {
    const form = valid();
    form.slots.logo = { ...form.slots.logo, x: 90, width: 20 };
    form.slots.phone = { ...form.slots.phone, start: 5, end: 3 };
    form.slots.businessName = { ...form.slots.businessName, end: 13 };
    const check = checkTemplateForm(form, { source: SOURCE });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['slots.logo.width']).toMatch(/outside the frame/);
    expect(check.errors['slots.phone.end']).toBe('A slot must end after it starts.');
    expect(check.errors['slots.businessName.end']).toMatch(/within the video's 12 seconds/);
  });

  test('an empty number or a bad colour is caught before the slot rules', () => {
    const form = valid();
    form.slots.phone = { ...form.slots.phone, height: Number.NaN, color: 'red' };
    const check = checkTemplateForm(form, { source: SOURCE });
    expect(check.ok ? {} : check.errors).toEqual({
      'slots.phone.height': 'Enter 0 to 100.',
      'slots.phone.color': 'Use a colour like #1e63d6.',
    });
  });
});

test("the server's slots.<i>.<key> lands on the slot sent at i", () => {
  const sent = sentSlotFields(templateFormOf(TEMPLATE).slots);
  expect(formPathOfServerField('slots.1.height', sent)).toBe('slots.photo1.height');
  expect(formPathOfServerField('slots.0.field', sent)).toBe('slots.businessName.enabled');
  expect(formPathOfServerField('slots.5.x', sent)).toBeNull();
  expect(formPathOfServerField('video', sent)).toBe('video');
  expect(formPathOfServerField('templateId', sent)).toBeNull();
});

test('publishing sends the template as it is with the new status', () => {
  const fields = statusFieldsOf(TEMPLATE, 'published');
  expect(fields).toMatchObject({ templateId: TEMPLATE.id, status: 'published', duration: '8', removeMusic: 'false' });
  expect(JSON.parse(fields.slots)).toEqual(TEMPLATE.slots);
});

test('a dragged box stays inside the frame and at least 2% each way', () => {
  expect(clampBox({ x: -5, y: 95, width: 30, height: 10 })).toEqual({ x: 0, y: 90, width: 30, height: 10 });
  expect(clampBox({ x: 50, y: 50, width: 0.5, height: 140 })).toEqual({ x: 50, y: 0, width: 2, height: 100 });
  expect(slotShownAt({ start: 1, end: 4 }, 4)).toBe(true);
  expect(slotShownAt({ start: 1, end: 4 }, 0.5)).toBe(false);
});

describe('changing the kind', () => {
  test('moves boxes still at the old default to the new kind’s, and keeps boxes the manager placed', () => {
    const form = newTemplateForm();
    const placed = { ...form.slots, phone: { ...form.slots.phone, x: 11, y: 22 } };
    const story = slotsForKind(placed, 'SQUARE_VIDEO', 'STORY_VIDEO');
    // The logo box: square 22×22 % on a square frame, 30×17 % on a story (both square on screen).
    expect(story.logo).toMatchObject({ x: 6, y: 5, width: 30, height: 17 });
    expect(story.phone).toMatchObject({ x: 11, y: 22 });
    expect(slotsForKind(story, 'STORY_VIDEO', 'SQUARE_VIDEO').logo).toMatchObject({ width: 22, height: 22 });
    expect(slotsForKind(placed, 'SQUARE_VIDEO', 'SQUARE_VIDEO')).toBe(placed);
  });
});
