// autocannon `setupClient` for every load run of bench/public-card.ts (a file, because the
// runs use worker threads).
//
// autocannon 9 appends each response body to a JavaScript string (`req.body += chunk` in
// lib/pipelinedRequestsQueue.js; upstream mcollina/autocannon#485). Doing that means decoding
// the body as UTF-8. For a compressed body, which is binary, that decoding is slow enough to
// become the limit: on a 2-core machine a zero-work route sending 7,000 random bytes gave
// 19,700 req/s against 56,700 req/s for 7,000 ASCII bytes. The body is only kept for
// `expectBody`, `verifyBody` and `onResponse`, and the benchmark uses none of them. So this
// client drops the string. Everything else is unchanged: every response is read from the
// socket in full, parsed and counted (`throughput` still counts its bytes, which the
// benchmark checks), and it times the same way.
module.exports = function receiveOnly(client) {
  client.pipelinedRequests.addBody = function dropBody() {};
};
