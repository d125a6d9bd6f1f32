// autocannon `setupClient` for the many-cards run of bench/public-card.ts (a file, because the
// runs use worker threads): the receive-only client (receive-only-client.cjs), whose every
// request asks for one of ZIPF_CARDS cards (`/<ZIPF_PREFIX><rank>`, rank 1..N) with a Zipf-like
// spread, P(rank) ∝ 1 / rank^ZIPF_S — a few cards get most visits, and a long tail of cards is
// visited now and then, as when many cards' links are out at once (a campaign, a crawler, the
// QR codes of a whole agency).
//
// Why not a `setupRequest`: autocannon rebuilds a request that has one for every send (two
// Object.assign, the header lines joined, a new Buffer), on the two cores the server uses too.
// That cost more than the server's own work: the bare route asked for through a setupRequest
// answered 21,500 req/s against 44,500 with a fixed path, so the many-cards ratio measured the
// load generator. Here each card's request is built once per worker from the client's own
// request (same method, host and headers; only the path differs) and picking one is a random
// index into a table.
//
// The ranks come from a table precomputed once per worker: TABLE_SIZE evenly spaced quantiles
// of the distribution, so picking a request is one random index, not a search.
const receiveOnly = require('./receive-only-client.cjs');

const cards = Number(process.env.ZIPF_CARDS);
const s = Number(process.env.ZIPF_S ?? '1');
const prefix = process.env.ZIPF_PREFIX ?? '';
if (!(cards > 0 && cards <= 0xffff)) throw new Error('ZIPF_CARDS is not set (1 to 65,535)');

// 2^18 quantiles: even the rarest of 10,000 cards (1 visit in ~98,000) has its entries.
const TABLE_SIZE = 1 << 18;
/** rank - 1 of each quantile. */
const table = new Uint16Array(TABLE_SIZE);
{
  const cumulative = new Float64Array(cards);
  let total = 0;
  for (let rank = 1; rank <= cards; rank++) {
    total += 1 / rank ** s;
    cumulative[rank - 1] = total;
  }
  let rank = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    const quantile = ((i + 0.5) / TABLE_SIZE) * total;
    while (cumulative[rank] < quantile) rank++;
    table[i] = rank;
  }
}

/** Each card's request bytes, by the request they were made from (its host and headers). */
const requestsByTemplate = new Map();

/** `template` (autocannon's own request to the run's URL) with the path of each card instead. */
function requestsFor(template) {
  const text = template.toString('latin1');
  let requests = requestsByTemplate.get(text);
  if (!requests) {
    const lineEnd = text.indexOf('\r\n');
    const [method, , version] = text.slice(0, lineEnd).split(' ');
    const rest = text.slice(lineEnd);
    requests = new Array(cards);
    for (let rank = 1; rank <= cards; rank++) {
      requests[rank - 1] = Buffer.from(`${method} /${prefix}${rank} ${version}${rest}`, 'latin1');
    }
    requestsByTemplate.set(text, requests);
  }
  return requests;
}

module.exports = function zipfClient(client) {
  receiveOnly(client);
  const requests = requestsFor(client.getRequestBuffer());
  client.getRequestBuffer = function zipfRequestBuffer() {
    return requests[table[(Math.random() * TABLE_SIZE) | 0]];
  };
};
