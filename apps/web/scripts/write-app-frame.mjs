// Writes the app's frame into the built index.html (docs/decisions/030): the header and loading
// skeleton as markup inside #root, and the entry's stylesheet inline, so the first paint needs
// nothing but the HTML. The frame is rendered from the app's own components by a server-side
// build of build/app-frame.tsx, made in node_modules/.cache and removed after.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerBundle, webDir } from './server-bundle.mjs';

const distDir = path.join(webDir, 'dist');
// Inside the package, so the build's imports of React and the rest resolve from its node_modules.
const outDir = path.join(webDir, 'node_modules/.cache/app-frame');

try {
  await buildServerBundle({ entry: 'build/app-frame.tsx', outDir, fileName: 'app-frame.mjs' });
  const { renderAppFrame, renderHomeFrame } = await import(pathToFileURL(path.join(outDir, 'app-frame.mjs')).href);
  const indexFile = path.join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (stylesheet === null) throw new Error('index.html links no stylesheet of its own');
  const css = readFileSync(path.join(distDir, stylesheet[1]), 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!html.includes('<html lang="en">')) throw new Error('index.html is not marked as English');
  const framed = (language, render = renderAppFrame) =>
    html
      // The link stays, disabled, so no browser fetches it: it is the mark by which Vite's preload
      // helper knows the stylesheet is in place, and without it every lazy page that imports from the
      // entry would fetch the file again and wait for it.
      .replace(stylesheet[0], () => `<style>${css}</style>${stylesheet[0].replace('<link ', '<link disabled ')}`)
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${render(language)}</div>`);
  // The server sends a Hindi reader the Hindi frame (docs/decisions/041).
  writeFileSync(path.join(distDir, 'index.hi.html'), framed('hi'));
  // The server sends these for / instead (issue 31): the home page's text itself in place of the
  // skeleton, so its first paint does not wait for the scripts.
  writeFileSync(path.join(distDir, 'index.home.html'), framed('en', renderHomeFrame));
  writeFileSync(path.join(distDir, 'index.home.hi.html'), framed('hi', renderHomeFrame));
  writeFileSync(indexFile, framed('en'));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
