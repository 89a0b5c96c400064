// Gzipped bytes of JavaScript and CSS a real page load fetches, read from the browser's network
// events. Every body counts as gzipped at level 9, whatever content-encoding the server chose, so
// the figure does not move when the server switches between gzip, brotli or none.
import { gzipSync } from 'node:zlib';

const kinds = { script: 'js', stylesheet: 'css' };

export async function transferredAssets(context, url) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const kind = kinds[response.request().resourceType()];
    if (kind) pending.push(measure(response, kind));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const measured = await Promise.all(pending);
  await page.close();
  const total = { js: 0, css: 0, encodings: [...new Set(measured.map((item) => item.encoding))] };
  for (const item of measured) total[item.kind] += item.bytes;
  return total;
}

async function measure(response, kind) {
  const body = await response.body();
  return { kind, bytes: gzipSync(body, { level: 9 }).length, encoding: response.headers()['content-encoding'] ?? 'none' };
}
