// The public card's not-found, moved and expired paths (the page, its .vcf and
// its qr.png) answer without logging an error. They used to return Fastify's reply (a thenable)
// from an async lookup, which was awaited into the sent payload: "Cannot use 'in' operator" and
// "Promise errored, but reply.sent = true" with a stack, once per visit.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRow } from '#db/schema';
import { cardIdOf, makeCard } from '#test/factories/public-card';
import { testAppPerFile } from '#test/support/app';
import { createAgency } from '#test/support/factories';

const lines: string[] = [];
const t = testAppPerFile({ env: { LOG_LEVEL: 'info' }, deps: { logStream: { write: (line) => lines.push(line) } } });
let agency: AgencyRow;

beforeAll(async () => {
  agency = await createAgency();
});

/** Log lines at warn (40) or above. */
const complaints = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((entry) => entry.level >= 40);

describe('public card paths that are not a page', () => {
  it('unknown, upper-case (moved), inactive and expired cards answer 404/301/410 and log nothing above info', async () => {
    const inactive = await makeCard(agency, { status: 'inactive' });
    const expired = await makeCard(agency, { expiry: new Date(Date.now() - 86_400_000) });
    const live = await makeCard(agency);
    const cases: [string, number][] = [
      ['/no-such-card-here', 404],
      ['/no-such-card-here.vcf', 404],
      ['/no-such-card-here/qr.png', 404],
      ['/bad_id!', 404],
      [`/${cardIdOf(live).toUpperCase()}`, 301],
      [`/${cardIdOf(live).toUpperCase()}/qr.png`, 301],
      [`/${cardIdOf(inactive)}`, 410],
      [`/${cardIdOf(inactive)}.vcf`, 410],
      [`/${cardIdOf(expired)}`, 410],
      [`/${cardIdOf(expired)}/qr.png`, 410],
    ];
    for (const [path, status] of cases) {
      const response = await t.client(agency).get(path);
      expect(response.status, path).toBe(status);
    }
    expect(lines.length).toBeGreaterThan(0); // the stream is the app's log: requests were logged
    expect(complaints()).toEqual([]);
  });
});
