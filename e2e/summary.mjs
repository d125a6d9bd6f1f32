// One line on the last journey run, from Playwright's JSON report: how many passed, failed and
// were flaky (failed, then passed on a retry), and how long the run took. .ci/run prints it after
// `npm test`, so a retried journey is never hidden in a green run.
//
//   node e2e/summary.mjs     (exit 1 when there is no report)
import { existsSync, readFileSync } from 'node:fs';

const REPORT = 'test-results/e2e-report/results.json';
if (!existsSync(REPORT)) {
  console.log(`e2e: no journey report at ${REPORT} (the journeys did not run)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const { expected, unexpected, flaky, skipped, duration } = report.stats;

/** The titles of the tests whose outcome is `outcome`, as "file › title". */
function testsWith(outcome, suites = report.suites, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === outcome).map(() => [...path, suite.title, spec.title].join(' › ')),
    ),
    ...testsWith(outcome, suite.suites ?? [], [...path, suite.title]),
  ]);
}

console.log(
  `e2e: ${expected} passed, ${unexpected} failed, ${flaky} flaky (retried), ${skipped} skipped ` +
    `in ${Math.round(duration / 1000)} s on ${report.config.metadata?.actualWorkers ?? report.config.workers} worker(s)`,
);
for (const title of testsWith('flaky')) console.log(`e2e: FLAKY ${title}`);
for (const title of testsWith('unexpected')) console.log(`e2e: FAILED ${title}`);
