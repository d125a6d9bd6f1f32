import { renderStatusLabel } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import {
  addAgencyParam,
  categoriesOf,
  greetingAllowanceLabel,
  pollIntervalOf,
  progressViewOf,
  promotionalAllowanceLabel,
  RENDER_POLL_MS,
  secondsLabel,
  slotBoxStyle,
  todaysGreetingVideo,
  videoFileName,
} from './video-format';

const t = testT('en', 'products');
const hi = testT('hi', 'products');

describe('progress of a render', () => {
  test('queued: a moving bar with no number, and the contract words', () => {
    expect(progressViewOf({ renderStatus: 'queued', progress: 0 }, t)).toEqual({
      label: 'Waiting to start…',
      determinate: false,
      value: 0,
      tone: 'working',
    });
  });
  test('rendering: the real per cent, kept within 0..100', () => {
    expect(progressViewOf({ renderStatus: 'rendering', progress: 42 }, t)).toMatchObject({
      label: 'Making your video… 42%',
      determinate: true,
      value: 42,
    });
    expect(progressViewOf({ renderStatus: 'rendering', progress: 140 }, t).value).toBe(100);
    expect(progressViewOf({ renderStatus: 'rendering', progress: -3 }, t).value).toBe(0);
  });
  test('ready is full; failed says so', () => {
    expect(progressViewOf({ renderStatus: 'ready', progress: 99 }, t)).toMatchObject({ value: 100, tone: 'ready' });
    expect(progressViewOf({ renderStatus: 'failed', progress: 30 }, t)).toMatchObject({
      label: 'Failed',
      tone: 'failed',
    });
  });
  test('the words match the contract in English and read in Hindi', () => {
    for (const renderStatus of ['queued', 'rendering', 'ready', 'failed'] as const) {
      expect(progressViewOf({ renderStatus, progress: 42 }, t).label).toBe(
        renderStatusLabel({ renderStatus, progress: 42 }),
      );
    }
    expect(progressViewOf({ renderStatus: 'rendering', progress: 42 }, hi).label).toBe('आपका वीडियो बन रहा है… 42%');
  });
  test('polled about every second until ready or failed', () => {
    expect(pollIntervalOf({ renderStatus: 'queued' })).toBe(RENDER_POLL_MS);
    expect(pollIntervalOf({ renderStatus: 'rendering' })).toBe(RENDER_POLL_MS);
    expect(RENDER_POLL_MS).toBeLessThanOrEqual(1000);
    expect(pollIntervalOf({ renderStatus: 'ready' })).toBe(false);
    expect(pollIntervalOf({ renderStatus: 'failed' })).toBe(false);
    expect(pollIntervalOf(undefined)).toBe(false);
  });
});

describe('labels', () => {
  test('what the plan still allows', () => {
    expect(promotionalAllowanceLabel({ allowed: -1, used: 4, refusal: null }, t)).toBe('Unlimited videos');
    expect(promotionalAllowanceLabel({ allowed: 3, used: 1, refusal: null }, t)).toBe('2 of 3 videos left');
    expect(promotionalAllowanceLabel({ allowed: 1, used: 0, refusal: null }, t)).toBe('1 of 1 video left');
    expect(promotionalAllowanceLabel({ allowed: 2, used: 5, refusal: null }, t)).toBe('0 of 2 videos left');
    expect(greetingAllowanceLabel({ allowed: 3, usedToday: 1, refusal: null }, t)).toBe(
      '2 of 3 greeting videos left today',
    );
    expect(promotionalAllowanceLabel({ allowed: 3, used: 1, refusal: null }, hi)).toBe('3 में से 2 वीडियो बाकी');
  });
  test('seconds', () => {
    expect(secondsLabel(12)).toBe('12 s');
    expect(secondsLabel(9.46)).toBe('9.5 s');
  });
  test('file names keep Indian scripts and drop punctuation', () => {
    expect(videoFileName('Sharma Sweets & Co.', 'Diwali offer')).toBe('Sharma-Sweets-Co-Diwali-offer.mp4');
    expect(videoFileName('शर्मा मिठाई', null)).toBe('शर्मा-मिठाई-video.mp4');
    expect(videoFileName('', '')).toBe('video.mp4');
  });
  test('category chips: the server list and the shown ones, sorted, once each', () => {
    expect(categoriesOf([{ category: 'Offers' }, { category: 'Diwali' }], ['Offers', 'Opening'])).toEqual([
      'Diwali',
      'Offers',
      'Opening',
    ]);
  });
});

test('a slot is placed in per cent of the frame', () => {
  expect(slotBoxStyle({ x: 0.1, y: 0.755, width: 0.8, height: 0.12345 })).toEqual({
    left: '10%',
    top: '75.5%',
    width: '80%',
    height: '12.35%',
  });
});

test('API addresses name the agency outside production; uploads do not need it', () => {
  expect(addAgencyParam('/api/v1/video/user-video/7/file', 'cardora')).toBe(
    '/api/v1/video/user-video/7/file?agency=cardora',
  );
  expect(addAgencyParam('/api/v1/video/user-video/7/file?download=1', 'cardora')).toBe(
    '/api/v1/video/user-video/7/file?download=1&agency=cardora',
  );
  expect(addAgencyParam('/api/v1/x?agency=demo', 'cardora')).toBe('/api/v1/x?agency=demo');
  expect(addAgencyParam('/uploads/videos/a.mp4', 'cardora')).toBe('/uploads/videos/a.mp4');
  expect(addAgencyParam('/api/v1/x', null)).toBe('/api/v1/x');
});

test("today's greeting video of a post: made today in IST and not failed, the newest", () => {
  const video = (videoNo: number, imagePostId: string, createdAt: string, renderStatus = 'ready') => ({
    videoNo,
    imagePostId,
    createdAt,
    renderStatus,
  });
  const list = [
    video(5, 'post-a', '2026-10-20T19:00:00.000Z', 'failed'), // 00:30 IST on the 21st, failed
    video(4, 'post-a', '2026-10-20T18:45:00.000Z'), // 00:15 IST on the 21st
    video(3, 'post-b', '2026-10-20T20:00:00.000Z'),
    video(2, 'post-a', '2026-10-20T10:00:00.000Z'), // the 20th in IST
  ];
  expect(todaysGreetingVideo(list, 'post-a', '2026-10-21')?.videoNo).toBe(4);
  expect(todaysGreetingVideo(list, 'post-a', '2026-10-20')?.videoNo).toBe(2);
  expect(todaysGreetingVideo(list, 'post-c', '2026-10-21')).toBeNull();
});
