// Starts one of the hello-world yardsticks (bench/hello-server.mjs and friends) as its own process,
// like the real server, and waits until it answers.
import { spawn } from 'node:child_process';

export async function startHello(args: string[], port: number): Promise<() => Promise<void>> {
  const hello = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const exited = new Promise((resolve) => hello.once('exit', resolve));
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)) {
      return async () => {
        hello.kill('SIGTERM');
        await exited;
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  hello.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
}
