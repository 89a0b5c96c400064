// Lighthouse's mobile audit (its default config: a mid-range phone on a throttled 4G link) of one
// page, in a Chromium that the caller launched with --remote-debugging-port.
import lighthouse from 'lighthouse';

export async function lighthouseScores(url, { port, cookie }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
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
