// Reads Vitest and Playwright JSON reports and prints one closing line: 'N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs';

export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, missing: true };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function summarize(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    const counts = countReport(file);
    if (counts.missing) console.error(`No test report at ${file}: counted as a failure.`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = summarize(process.argv.slice(2));
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 ? 1 : 0);
}
