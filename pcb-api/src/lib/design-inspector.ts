import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DESIGN_ZIP_TEXTS, designArchiveTexts, type DesignArchiveKind, type DesignZipCheck } from './design-zip';
import { httpErrors } from '@fastify/sensible';
import type { DesignCapabilities } from '@pcb/contract/domain';

export interface InspectionLimits {
  /** Wall-clock time one inspection may take before its process is killed. */
  timeoutMs: number;
  /** The inspection's whole process, resident (RSS): Node itself, V8's heap (half of it) and all that lives outside the heap (Buffers, unrar's WebAssembly memory). */
  memoryMb: number;
  /** Inspections that run at once; the next ones wait their turn. */
  atOnce: number;
  /** Inspections that may wait; one more is refused (429) rather than queued without end. */
  waiting: number;
  /** Inspections one account may have running or waiting; its next one is refused (429) so others keep their turn. */
  perUser: number;
}

export const DEFAULT_INSPECTION_LIMITS: InspectionLimits = { timeoutMs: 10_000, memoryMb: 256, atOnce: 2, waiting: 8, perUser: 1 };

/** How often the watchdog reads the process's memory. It reads the peak (VmHWM), so a peak between two looks is still caught. */
const WATCH_MS = 20;

// Built, the inspection is the compiled .js beside this file. From the TypeScript sources (jest) node cannot load
// .ts by itself, so the process first loads the tests' hook that transpiles them.
const FROM_SOURCES = __filename.endsWith('.ts');
const INSPECTION_FILE = path.join(__dirname, `design-zip-worker${FROM_SOURCES ? '.ts' : '.js'}`);
const HOOK_ARGV = FROM_SOURCES ? ['--require', path.join(__dirname, '../../test/transpile-hook.cjs')] : [];

/** What the inspection's process is handed: the archive's bytes, its kind as the upload was sniffed, and the capabilities read when the inspection started. */
export interface InspectionInput {
  zip: Uint8Array;
  kind: DesignArchiveKind;
  capabilities: DesignCapabilities;
}

const tooHeavy = (kind: DesignArchiveKind): DesignZipCheck => ({ ok: false, message: designArchiveTexts(kind).tooHeavy });

/** V8's heap gets half the cap, so it collects its garbage long before the process nears the whole cap; the other half is Node itself (about 45 MB) and what lives outside the heap. */
const v8Flags = (memoryMb: number) => [`--max-old-space-size=${Math.floor(memoryMb / 2)}`, `--max-semi-space-size=${Math.max(1, Math.floor(memoryMb / 64))}`];

/** A process's peak resident memory in MB, from Linux's /proc; 0 once it is gone (its exit is handled on its own) or where there is no /proc. */
function peakMb(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * One inspection in a process of its own, so the cap holds all of its memory and not only V8's heap: a worker
 * thread shares pcb-api's process, whose memory cannot be told apart. Killed at the time cap or when its peak RSS
 * passes the memory cap, and dead by V8's abort at its heap cap: each time the buyer gets tooHeavy.
 */
function inspectInProcess(zip: Buffer, kind: DesignArchiveKind, capabilities: DesignCapabilities, limits: InspectionLimits): Promise<DesignZipCheck> {
  return new Promise((resolve, reject) => {
    const child = fork(INSPECTION_FILE, {
      execArgv: [...v8Flags(limits.memoryMb), ...HOOK_ARGV],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // The buyer's archive is read there: none of pcb-api's environment (its secrets, NODE_OPTIONS) goes with it.
      env: {},
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      child.kill('SIGKILL');
      settle();
    };
    const heavy = () => finish(() => resolve(tooHeavy(kind)));
    // The caps start at spawn: a process that never comes up cannot hold its turn without a timer.
    const timer = setTimeout(heavy, limits.timeoutMs);
    const watchdog = setInterval(() => {
      if (child.pid && peakMb(child.pid) > limits.memoryMb) heavy();
    }, WATCH_MS);
    child.on('message', (check: DesignZipCheck) => finish(() => resolve(check)));
    child.on('error', (error) => finish(() => reject(error)));
    // A signal is V8's abort at its heap cap (or the kernel's OOM killer); an exit code is a fault of ours.
    child.on('exit', (code, signal) => (signal ? heavy() : finish(() => reject(new Error(`design inspection process exited with ${code}: ${stderr}`)))));
    child.send({ zip: new Uint8Array(zip), kind, capabilities } satisfies InspectionInput);
  });
}

/**
 * Design inspection off the event loop (issue 21): each zip is opened and measured in a process of its own with
 * a time and a whole-memory cap (issue 35), at most `atOnce` at a time and `perUser` per account, so no upload can hold pcb-api or its memory.
 */
export function designInspector(limits: InspectionLimits = DEFAULT_INSPECTION_LIMITS) {
  let running = 0;
  const queue: Array<() => void> = [];
  const perUser = new Map<string, number>();

  const claimShare = (owner: string) => {
    const held = perUser.get(owner) ?? 0;
    if (held >= limits.perUser) throw httpErrors.tooManyRequests(DESIGN_ZIP_TEXTS.yourTurn);
    perUser.set(owner, held + 1);
  };
  const returnShare = (owner: string) => {
    const held = (perUser.get(owner) ?? 1) - 1;
    if (held > 0) perUser.set(owner, held);
    else perUser.delete(owner);
  };

  const turn = () =>
    new Promise<void>((start) => {
      if (running < limits.atOnce) {
        running += 1;
        return start();
      }
      if (queue.length >= limits.waiting) throw httpErrors.tooManyRequests(DESIGN_ZIP_TEXTS.busy);
      queue.push(start);
    });

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /** Inspections in their processes now, and those waiting their turn (the metrics). */
    queue: () => ({ running, waiting: queue.length }),
    /** `kind` is the upload's, as it was sniffed; `owner` is the account whose upload it is: it may hold at most `perUser` of the places. */
    async inspect(zip: Buffer, kind: DesignArchiveKind, owner: string, capabilities: DesignCapabilities): Promise<DesignZipCheck> {
      claimShare(owner);
      try {
        await turn();
        try {
          return await inspectInProcess(zip, kind, capabilities, limits);
        } finally {
          release();
        }
      } finally {
        returnShare(owner);
      }
    },
  };
}

export type DesignInspector = ReturnType<typeof designInspector>;
