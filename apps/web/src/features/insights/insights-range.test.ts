import { describe, expect, it } from 'vitest';
import { parseInsightsView, writeInsightsView } from './insights-range';

const NOW = new Date('2026-11-23T10:00:00+05:30');
const params = (query: string) => new URLSearchParams(query);

describe('the Insights view in the address bar', () => {
  it('defaults to the last 30 days of the own agency', () => {
    expect(parseInsightsView(params(''), NOW)).toEqual({
      preset: '30d',
      from: '2026-10-25',
      to: '2026-11-23',
      agencyId: undefined,
    });
  });

  it('reads a preset, custom days and an agency', () => {
    expect(parseInsightsView(params('range=fy'), NOW)).toMatchObject({ preset: 'fy', from: '2026-04-01' });
    expect(parseInsightsView(params('range=nonsense'), NOW).preset).toBe('30d');
    expect(parseInsightsView(params('from=2026-01-01&to=2026-01-31&agencyId=a1'), NOW)).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      agencyId: 'a1',
    });
  });

  it('writes only what differs from the default, keeping other parameters', () => {
    expect(writeInsightsView({ preset: '30d', agencyId: undefined }, params('agency=cardora')).toString()).toBe(
      'agency=cardora',
    );
    expect(
      writeInsightsView({ preset: '7d', agencyId: 'a1' }, params('from=2026-01-01&to=2026-01-02')).toString(),
    ).toBe('range=7d&agencyId=a1');
    expect(
      writeInsightsView(
        { preset: 'custom', from: '2026-01-01', to: '2026-01-31', agencyId: undefined },
        params('range=fy'),
      ).toString(),
    ).toBe('from=2026-01-01&to=2026-01-31');
  });
});
