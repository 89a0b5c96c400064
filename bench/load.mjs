// One autocannon run: `connections` keep-alive connections for `seconds` against one URL, or, with
// `nextPath`, a new path on the same origin for every request. Every request says it accepts
// compressed replies, as every browser does.
import autocannon from 'autocannon';

const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function load(url, { connections = 50, seconds = 8, nextPath } = {}) {
  const requests = nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    /** What one reply took on the wire, head and body. */
    bytesPerReply: result.throughput.total / result.requests.total,
  };
}
