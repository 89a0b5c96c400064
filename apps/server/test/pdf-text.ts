import { spawn } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (poppler-utils: installed by .ci/run). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-', '-']);
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdftotext exited with ${code}`))));
    child.stdin.end(pdf);
  });
}
