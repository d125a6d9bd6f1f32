// The reports on a PostgreSQL server: one `COPY (SELECT …) TO STDOUT (FORMAT csv)` per export,
// streamed from the pooled connection to the response with backpressure (pg-copy-streams reads
// the socket only as fast as the client takes the CSV): at 1,000,000 businesses ~5× the rows
// per second of the keyset writer (repo.ts), which stays for PGlite. The bytes are the keyset
// writer's, byte for byte: the database does what csv.ts does per cell — formula neutralisation
// (a leading apostrophe), an empty string as nothing (COPY would quote it as ""), Yes/No, IST
// dates — and COPY quotes a value exactly when csv.ts does (it holds a quote, comma, CR or LF)
// with quotes doubled. Only the record ends differ (LF), which CrlfRecordEnds turns into CRLF.
// The BOM and header go out with the first rows, so a failing query still answers a JSON error
// (routes.ts). COPY takes no parameters: the where clause is inlined by inline-sql.ts.
import { pipeline } from 'node:stream';
import { OTHER_CATEGORY_KEY } from '@cardora/contract';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { businesses, cards, users } from '#db/schema';
import { BOM, csvRow } from '#lib/csv';
import { istText } from '#lib/sql';
import { companyNameSql, templateIdSql } from '#studio';
import { inlineSql } from './inline-sql';
import { latestPaymentModeSql, latestPaymentReferenceSql } from './payment-columns';
import { CrlfRecordEnds } from './record-ends';

/**
 * The longest one export may take, download included (the COPY runs until the client has taken
 * the last row): the statement_timeout of the export's connection instead of the pool's 10 s.
 */
export const REPORT_COPY_TIMEOUT_MS = 15 * 60_000;

/**
 * COPY exports at once per database. Each holds a pooled connection for as long as its client
 * downloads; past this many, an export takes the keyset path (the same bytes, slower, holding a
 * connection only while a batch is read), so slow downloads cannot starve the API of connections.
 */
export const REPORT_COPY_MAX_CONCURRENT = 2;

const copiesRunning = new WeakMap<object, number>();

/** A COPY slot for this database, or null when all are taken; call the result to give it back. */
export function takeCopySlot(database: object): (() => void) | null {
  const running = copiesRunning.get(database) ?? 0;
  if (running >= REPORT_COPY_MAX_CONCURRENT) return null;
  copiesRunning.set(database, running + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    copiesRunning.set(database, (copiesRunning.get(database) ?? 1) - 1);
  };
}

/**
 * csvCell in SQL for text: a value starting with = + - @, tab or CR gets an apostrophe; an empty
 * string becomes null (COPY writes null as nothing, like csvCell, but quotes an empty string).
 */
function cell(value: SQLWrapper): SQL<string | null> {
  return sql`case when ascii(${value}) in (9, 13, 43, 45, 61, 64) then '''' || (${value}) else nullif(${value}, '') end`;
}

const yesNo = (condition: SQL): SQL => sql`case when ${condition} then 'Yes' else 'No' end`;
const istSql = (column: SQLWrapper): SQL => istText(column, 'YYYY-MM-DD HH24:MI');

/**
 * The business report's rows as CSV values, in BUSINESS_REPORT_COLUMNS order, newest first.
 * `categories` is the category key → name map the keyset writer uses (repo.ts categoryNames),
 * written into the statement, so both writers name categories alike.
 */
export function businessReportSelect(agencyId: string, where: SQL | undefined, categories: Map<string, string>): SQL {
  const names =
    categories.size === 0
      ? sql`(select null::text, null::text where false)`
      : sql`(values ${sql.join(
          [...categories].map(([key, name]) => sql`(${key}, ${name})`),
          sql`, `,
        )})`;
  return sql`select
      ${businesses.id},
      ${cell(businesses.businessName)},
      ${cell(sql`case when ${businesses.category} = ${sql.raw(`'${OTHER_CATEGORY_KEY}'`)} then coalesce(${businesses.otherCategory}, 'Other') else coalesce(category_names.name, ${businesses.category}) end`)},
      ${cell(users.name)},
      ${cell(users.phoneNumber)},
      ${cell(users.email)},
      ${cell(cards.cardId)},
      ${cell(cards.status)},
      case when ${cards.status} is null then null when ${cards.isDone} then 'Yes' else 'No' end,
      ${yesNo(sql`${businesses.paymentStatus} = 1`)},
      case when ${businesses.imagePostEnabled} then 'Enabled' else 'Disabled' end,
      case when ${businesses.isFixedExpiryDate} then 'Fixed' else 'Flexible' end,
      ${istSql(businesses.expiryDateForCustomer)},
      ${cell(businesses.businessMadeBy)},
      ${istSql(businesses.createdAt)},
      ${latestPaymentModeSql},
      ${cell(latestPaymentReferenceSql)}
    from ${businesses}
    inner join ${users} on ${users.id} = ${businesses.userId}
    left join ${cards} on ${cards.businessId} = ${businesses.id}
    left join ${names} as category_names (key, name) on category_names.key = ${businesses.category}
    where ${and(eq(businesses.agencyId, agencyId), where)}
    order by ${businesses.createdAt} desc, ${businesses.id} desc`;
}

/** The digital card report's rows as CSV values, in DIGITAL_CARD_REPORT_COLUMNS order, by card number. */
export function digitalCardReportSelect(agencyId: string, where: SQL | undefined): SQL {
  return sql`select
      ${cards.cardNo},
      ${cell(cards.cardId)},
      ${cell(companyNameSql)},
      ${cell(templateIdSql)},
      ${cell(cards.status)},
      ${yesNo(sql`${cards.isDone}`)},
      coalesce(${cell(sql`${cards.cardLimit}::text`)}, 'Plan'),
      case when ${businesses.imagePostEnabled} then 'Enabled' else 'Disabled' end,
      ${cell(businesses.businessName)},
      ${cell(users.phoneNumber)},
      ${yesNo(sql`${businesses.paymentStatus} = 1`)},
      ${istSql(businesses.expiryDateForCustomer)},
      ${istSql(cards.createdAt)}
    from ${cards}
    inner join ${businesses} on ${businesses.id} = ${cards.businessId}
    inner join ${users} on ${users.id} = ${businesses.userId}
    where ${and(eq(businesses.agencyId, agencyId), where)}
    order by ${cards.cardNo}`;
}

type CopyQuery = ReturnType<typeof copyTo> & {
  /** node-postgres's read timeout for this query instead of the pool's. */
  query_timeout?: number;
  /** Set by node-postgres when it arms the read timeout; calling it disarms the timer. */
  callback?: () => void;
};

/**
 * A COPY … TO STDOUT query whose node-postgres read timeout is the export's, and is disarmed
 * when the query ends: pg-copy-streams never calls the callback that clears it, so the timer
 * would otherwise fire long after the export (brianc/node-pg-copy-streams#156).
 */
function copyQuery(text: string, timeoutMs: number): CopyQuery {
  const query: CopyQuery = copyTo(text);
  query.query_timeout = timeoutMs;
  query.callback = () => {};
  // What node-postgres calls on the active query (not in pg-copy-streams' types).
  const hooks = query as unknown as { handleError(error: Error): void; handleReadyForQuery(): void };
  const handleError = hooks.handleError.bind(query);
  const handleReadyForQuery = hooks.handleReadyForQuery.bind(query);
  hooks.handleError = (error) => {
    query.callback?.();
    handleError(error);
  };
  hooks.handleReadyForQuery = () => {
    query.callback?.();
    handleReadyForQuery();
  };
  return query;
}

const ignore = () => {};

/**
 * The BOM and header with the first rows, then the rows as COPY sends them (~64 KiB chunks),
 * record ends made CRLF. The connection goes back to the pool when the export ends; one that
 * failed or stopped early (the client went away) is closed instead, since it may be mid-COPY.
 */
export async function* copyCsvChunks(
  connect: () => Promise<PoolClient>,
  header: readonly string[],
  select: SQL,
): AsyncGenerator<Buffer> {
  // Before taking a connection: a value that cannot be inlined fails here.
  const text = `copy (${inlineSql(select)}) to stdout with (format csv)`;
  const client = await connect();
  // The connection failing while checked out reaches the query; without a listener the client's
  // own 'error' event would be unhandled.
  client.on('error', ignore);
  let query: CopyQuery | undefined;
  let finished = false;
  try {
    await client.query(`set statement_timeout = ${REPORT_COPY_TIMEOUT_MS}`);
    query = client.query(copyQuery(text, REPORT_COPY_TIMEOUT_MS + 30_000));
    // The pipeline reports errors through the records stream; an error after it has settled
    // (the connection closed under a COPY stopped early) must not go unhandled.
    query.on('error', ignore);
    const records = pipeline(query, new CrlfRecordEnds(), ignore);
    let head: Buffer | null = Buffer.from(BOM + csvRow(header));
    for await (const chunk of records as AsyncIterable<Buffer>) {
      if (head === null) {
        yield chunk;
      } else {
        const first = Buffer.concat([head, chunk]);
        head = null;
        yield first;
      }
    }
    if (head !== null) yield head;
    await client.query('reset statement_timeout');
    finished = true;
  } finally {
    query?.callback?.();
    client.off('error', ignore);
    client.release(!finished);
  }
}
