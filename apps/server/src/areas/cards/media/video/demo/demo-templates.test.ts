// The committed demo templates (seed-assets/videos) match their descriptors: slots the
// contract accepts, sources of the stated kind and length, music that plays, small files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { slotIssues, VIDEO_OUTPUT_SIZES, ZVideoSlot } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_MUSIC, DEMO_VIDEO_TEMPLATES, demoVideosDir } from '#seed/demo-videos';
import { probeAudio, probeVideo } from '../probe';

describe('demo video templates', () => {
  const dir = demoVideosDir();

  it.each(DEMO_VIDEO_TEMPLATES.map((t) => [t.file, t] as const))('%s matches its descriptor', async (_, template) => {
    expect(slotIssues(template.slots, template.duration)).toEqual([]);
    for (const slot of template.slots) expect(ZVideoSlot.parse(slot)).toEqual(slot);
    const probe = await probeVideo(join(dir, template.file));
    expect(probe).toMatchObject({ ...VIDEO_OUTPUT_SIZES[template.kind], videoCodec: 'h264' });
    expect(Math.abs((probe?.durationSec ?? 0) - template.duration)).toBeLessThan(0.1);
    expect(probe?.sizeBytes).toBeLessThan(1.5 * 1024 * 1024);
    expect(DEMO_VIDEO_MUSIC.map((m) => m.file)).toContain(template.music);
  });

  it('are ten, five STORY and five SQUARE, and the whole folder stays small for the repository and the seed', () => {
    expect(DEMO_VIDEO_TEMPLATES).toHaveLength(10);
    expect(DEMO_VIDEO_TEMPLATES.filter((t) => t.kind === 'STORY_VIDEO')).toHaveLength(5);
    const files = readdirSync(dir);
    expect(files.sort()).toEqual(
      [...DEMO_VIDEO_TEMPLATES.map((t) => t.file), ...DEMO_VIDEO_MUSIC.map((m) => m.file)].sort(),
    );
    const total = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
  });

  it.each(DEMO_VIDEO_MUSIC.map((m) => [m.file, m] as const))('%s plays for its length', async (_, music) => {
    const probe = await probeAudio(join(dir, music.file));
    expect(probe?.codec).toBe('aac');
    expect(Math.abs((probe?.durationSec ?? 0) - music.duration)).toBeLessThan(0.1);
    expect(statSync(join(dir, music.file)).size).toBeLessThan(400 * 1024);
    // Every template using it is covered without looping.
    for (const t of DEMO_VIDEO_TEMPLATES.filter((t) => t.music === music.file))
      expect(music.duration).toBeGreaterThanOrEqual(t.duration);
  });
});
