// Lighthouse's mobile audit (its default config: a mid-range phone on a throttled 4G link) of one
// page, in a Chromium that the caller launched with --remote-debugging-port.
import lighthouse from 'lighthouse';

// Lighthouse could not record a page load (its runtime error asks to "run Lighthouse again"):
// seen about once in 15 runs since the app has a service worker (decision 040), which the next run's
// storage reset unregisters while it may still be precaching. Such a run has no scores to keep.
const RERUN_ON = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

async function runLighthouse(url, { port, cookie }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  return result.lhr;
}

export async function lighthouseScores(url, options) {
  let lhr = await runLighthouse(url, options);
  for (let attempt = 1; attempt < ATTEMPTS && RERUN_ON.has(lhr.runtimeError?.code); attempt += 1) lhr = await runLighthouse(url, options);
  const { categories, audits, runtimeError } = lhr;
  if (categories.performance.score === null) throw new Error(`lighthouse could not score ${url}: ${runtimeError?.message ?? 'no score'}`);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    failedA11y: Object.values(audits)
      .filter((audit) => audit.score === 0 && categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
      .map((audit) => audit.id),
  };
}
