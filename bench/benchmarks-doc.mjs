// Replaces one named section of docs/benchmarks.md, keeping the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const file = 'docs/benchmarks.md';

export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeSection(title, body) {
  const header = '# Benchmarks\n\nFigures written by `npm run bench`; each section names the machine it ran on.\n';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
