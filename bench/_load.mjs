import autocannon from 'autocannon';

for (const n of [2, 500, 1000, 2000, 4000, 8000, 2, 8000]) {
  const r = await autocannon({ url: `http://127.0.0.1:4557/b/${n}`, connections: 100, duration: 5, workers: 2 });
  console.log(n, Math.round(r.requests.average), r.latency.p99);
}
