import { readdirSync, readFileSync } from 'node:fs';

// A process's children and their fate, read from Linux's /proc: the PostgreSQL cluster of the fault
// tests signals its backends (SIGSTOP, SIGCONT) and waits for them to go after a crash.

const POLL_MS = 50;
// A SIGKILL cannot be refused; this only bounds the wait for the kernel to carry it out.
const KILL_GRACE_MS = 5_000;

/** Parent and state of a process, or undefined once it is gone. */
function statOf(pid: number): { state: string; ppid: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid ...": the command may hold spaces and parentheses of its own, so
  // the fixed fields are counted from the last ')'.
  const [state = '', ppid = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, ppid: Number(ppid) };
}

/** The direct children of a process right now. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => statOf(candidate)?.ppid === pid);
}

/**
 * Gone, or a zombie: an orphan is reparented to PID 1, which in a container may never reap it, but
 * a zombie holds nothing any more (PostgreSQL's shared memory included), only its exit status.
 */
export function isGone(pid: number): boolean {
  const stat = statOf(pid);
  return !stat || stat.state === 'Z' || stat.state === 'X';
}

/** Signals each process that still exists; one that has just exited is no error. */
export function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Exited between the listing and the signal.
    }
  }
}

async function allGoneWithin(pids: number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (pids.some((pid) => !isGone(pid))) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/** Waits up to `ms` for the processes to end by themselves, then kills what is left. */
export async function waitUntilGone(pids: number[], ms: number): Promise<void> {
  if (await allGoneWithin(pids, ms)) return;
  const left = pids.filter((pid) => !isGone(pid));
  signalAll(left, 'SIGKILL');
  if (!(await allGoneWithin(left, KILL_GRACE_MS))) throw new Error(`processes ${left.join(', ')} outlived SIGKILL`);
}
