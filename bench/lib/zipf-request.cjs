// autocannon `setupRequest` for the many-cards run of bench/public-card.ts (a file, because
// the runs use worker threads): each request asks for one of ZIPF_CARDS cards
// (`/<ZIPF_PREFIX><rank>`, rank 1..N) with a Zipf-like spread, P(rank) ∝ 1 / rank^ZIPF_S — a
// few cards get most visits, and a long tail of cards is visited now and then, as when many
// cards' links are out at once (a campaign, a crawler, the QR codes of a whole agency).
//
// The ranks come from a table precomputed once per worker: TABLE_SIZE evenly spaced quantiles
// of the distribution, so picking a request is one random index, not a search.
const cards = Number(process.env.ZIPF_CARDS);
const s = Number(process.env.ZIPF_S ?? '1');
const prefix = process.env.ZIPF_PREFIX ?? '';
if (!(cards > 0)) throw new Error('ZIPF_CARDS is not set');

// 2^18 quantiles: even the rarest of 10,000 cards (1 visit in ~98,000) has its entries.
const TABLE_SIZE = 1 << 18;
const weights = new Float64Array(cards);
let total = 0;
for (let rank = 1; rank <= cards; rank++) {
  total += 1 / rank ** s;
  weights[rank - 1] = total;
}
const paths = new Array(TABLE_SIZE);
let rank = 0;
for (let i = 0; i < TABLE_SIZE; i++) {
  const quantile = ((i + 0.5) / TABLE_SIZE) * total;
  while (weights[rank] < quantile) rank++;
  paths[i] = `/${prefix}${rank + 1}`;
}

module.exports = function zipfRequest(request) {
  request.path = paths[(Math.random() * TABLE_SIZE) | 0];
  return request;
};
