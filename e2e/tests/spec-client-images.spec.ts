import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { pageLoggedInAs } from '../support/login';
import { addGymAsAdmin } from '../support/admin-gym';

// The spec's own client is served from its own origin, and its dev server forwards only /api to
// the API. Image addresses in replies must therefore be absolute (decision 029): a root-relative
// '/media/…' would resolve against the client's origin, where nothing serves it. They sit under
// /api (decision 068), so a server that forwards only /api passes them too.

/** The client's page: lists the public gyms through /api and shows one gym's first picture, as its gym cards do. */
const clientPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>Spec client</title></head>
<body><main id="gyms">Loading…</main>
<script>
  const wanted = new URLSearchParams(location.search).get('gym');
  fetch('/api/gyms/all-public', { credentials: 'include' })
    .then((response) => response.json())
    .then(({ data }) => {
      const gym = data.find((item) => item._id === wanted);
      const main = document.getElementById('gyms');
      main.textContent = '';
      const img = document.createElement('img');
      img.alt = 'Gym ' + gym.name + ' - 1';
      img.src = gym.imageUrls[0];
      img.width = 320;
      main.append(img);
    });
</script></body></html>`;

/** The client's origin: its page, and /api forwarded to the app as its dev server does; nothing else. */
function startSpecClient(apiBase: string): Promise<Server> {
  const api = new URL(apiBase);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const upstream = forward({ host: api.hostname, port: api.port, path: url, method: req.method, headers: { ...req.headers, host: api.host } }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    } else if (url === '/' || url.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(clientPage);
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test("the spec's client on another origin shows a gym's uploaded photo", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error('no baseURL configured');
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gym = await addGymAsAdmin(admin, { tag: 'Spec Client', withPhoto: true });
  await admin.context().close();

  const client = await startSpecClient(baseURL);
  try {
    const clientOrigin = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
    expect(clientOrigin).not.toBe(new URL(baseURL).origin);
    await page.goto(`${clientOrigin}/?gym=${gym._id}`);
    const photo = page.getByRole('img', { name: `Gym ${gym.name} - 1` });
    await expect(photo).toHaveJSProperty('complete', true);
    // A picture that failed to load is complete too, with no width.
    expect(await photo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(1600);
    const src = await photo.evaluate((img) => (img as { currentSrc: string }).currentSrc);
    expect(new URL(src).origin).toBe(new URL(baseURL).origin);
    // Issue 31: under /api, so the same picture also comes through a server that forwards only /api,
    // as when the client is deployed behind one and PUBLIC_URL names it.
    expect(new URL(src).pathname).toMatch(/^\/api\/media\/gyms\//);
    const throughClient = await page.request.get(`${clientOrigin}${new URL(src).pathname}`);
    expect(throughClient.status()).toBe(200);
    expect(throughClient.headers()['content-type']).toMatch(/^image\//);
  } finally {
    client.closeAllConnections();
    await new Promise((resolve) => client.close(resolve));
  }
});
