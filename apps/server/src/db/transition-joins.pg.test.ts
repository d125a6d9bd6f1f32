// The triggers that join a statement's old and new rows (transition tables) plan that join for
// each statement, on a real PostgreSQL (this file runs in `npm run test:pg`, which CI runs).
// PL/pgSQL keeps a static statement's plan for the whole session, made with the first call's
// table sizes: after a one-row UPDATE the next bulk UPDATE on that connection joined its rows
// in a nested loop, rows × rows (3,000 businesses: 5.7 s instead of 0.3 s). Migrations 0029
// and 0030 run those joins with EXECUTE. The plans are read with auto_explain, sent to this
// connection as notices.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createCustomer } from '#test/support/factories';

const t = testAppPerFile();

type PlanNode = { 'Node Type': string; Plans?: PlanNode[] };

/** Whether a transition table is read anywhere under this node. */
function readsTransitionTable(node: PlanNode): boolean {
  return node['Node Type'] === 'Named Tuplestore Scan' || (node.Plans ?? []).some(readsTransitionTable);
}

/** The kind of every join in the plan that has a transition table on each of its two sides. */
function transitionTableJoins(node: PlanNode, found: string[] = []): string[] {
  const children = node.Plans ?? [];
  const isJoin = ['Nested Loop', 'Hash Join', 'Merge Join'].includes(node['Node Type']);
  if (isJoin && children.length === 2 && children.every(readsTransitionTable)) found.push(node['Node Type']);
  for (const child of children) transitionTableJoins(child, found);
  return found;
}

describe('joins of transition tables in triggers', () => {
  it('are planned for the statement at hand, not for an earlier one-row statement', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    // Made on another connection: this one's first call of each trigger must be the one-row one.
    await t.db.execute(sql`
      with made as (
        insert into businesses (agency_id, user_id, business_name, category)
        select ${agency.id}, ${owner.id}, 'Bulk ' || g, 'sweet-shop' from generate_series(1, 400) g
        returning id, agency_id
      )
      insert into cards (agency_id, business_id, sections) select agency_id, id, '{}'::jsonb from made`);
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const plans: PlanNode[] = [];
      client.on('notice', (notice) => {
        const text = notice.message ?? '';
        const at = text.indexOf('{');
        if (text.includes('plan:') && at >= 0) plans.push((JSON.parse(text.slice(at)) as { Plan: PlanNode }).Plan);
      });
      await client.query("load 'auto_explain'");
      await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
        set auto_explain.log_level = 'notice'; set auto_explain.log_format = 'json'`);
      // One row first: a plan kept from here would join the next statement's rows one by one.
      await client.query(
        `update businesses set business_name = 'One' where agency_id = $1 and business_name = 'Bulk 1'`,
        [agency.id],
      );
      const single = plans.flatMap((plan) => transitionTableJoins(plan));
      plans.length = 0;
      await client.query(`update businesses set business_name = business_name || '!' where agency_id = $1`, [
        agency.id,
      ]);
      const bulk = plans.flatMap((plan) => transitionTableJoins(plan));

      // The one-row statement did join its transition tables (so the bulk one had a plan to reuse).
      expect(single.length).toBeGreaterThan(0);
      // The page log's and the dashboard's joins of the 400 rows: each planned for 400 rows.
      expect(bulk.length).toBe(single.length);
      expect(bulk.filter((join) => join === 'Nested Loop')).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
