import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DESIGN_ZIP_TEXTS, designArchiveTexts, type DesignArchiveKind, type DesignZipCheck } from './design-zip';
import { httpErrors } from '@fastify/sensible';
import type { DesignCapabilities } from '@pcb/contract';

export interface InspectionLimits {
  /** Wall-clock time one inspection may take before its worker is stopped. */
  timeoutMs: number;
  /** The worker's whole V8 isolate: old generation (the texts of the files it measures), plus a young generation, code range and stack sized from it. */
  memoryMb: number;
  /** Inspections that run at once; the next ones wait their turn. */
  atOnce: number;
  /** Inspections that may wait; one more is refused (429) rather than queued without end. */
  waiting: number;
  /** Inspections one account may have running or waiting; its next one is refused (429) so others keep their turn. */
  perUser: number;
}

export const DEFAULT_INSPECTION_LIMITS: InspectionLimits = { timeoutMs: 10_000, memoryMb: 128, atOnce: 2, waiting: 8, perUser: 1 };

// Built, the worker is the compiled .js beside this file. From the TypeScript sources (jest) node cannot load
// .ts by itself, so the worker first loads the tests' hook that transpiles them.
const FROM_SOURCES = __filename.endsWith('.ts');
const WORKER_FILE = path.join(__dirname, `design-zip-worker${FROM_SOURCES ? '.ts' : '.js'}`);
const WORKER_ARGV = FROM_SOURCES ? ['--require', path.join(__dirname, '../../test/transpile-hook.cjs')] : [];

/** What a worker is handed: the archive's bytes, its kind as the upload was sniffed, and the capabilities read when the inspection started. */
export interface InspectionInput {
  zip: Uint8Array;
  kind: DesignArchiveKind;
  capabilities: DesignCapabilities;
}

const tooHeavy = (kind: DesignArchiveKind): DesignZipCheck => ({ ok: false, message: designArchiveTexts(kind).tooHeavy });

/** Every V8 space of the worker, not only its old generation, is bounded by the one figure. */
function isolateLimits(memoryMb: number) {
  return {
    maxOldGenerationSizeMb: memoryMb,
    maxYoungGenerationSizeMb: Math.max(2, Math.floor(memoryMb / 8)),
    codeRangeSizeMb: Math.max(4, Math.floor(memoryMb / 8)),
    stackSizeMb: 4,
  };
}

/** One inspection in its own worker: stopped at the time cap, killed by V8 at the memory cap; either way the buyer gets tooHeavy. */
function inspectInWorker(zip: Buffer, kind: DesignArchiveKind, capabilities: DesignCapabilities, limits: InspectionLimits): Promise<DesignZipCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { zip: new Uint8Array(zip), kind, capabilities } satisfies InspectionInput,
      execArgv: WORKER_ARGV,
      resourceLimits: isolateLimits(limits.memoryMb),
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    // The cap starts at spawn: a worker that never comes online cannot hold its turn without a timer.
    const timer = setTimeout(() => finish(() => resolve(tooHeavy(kind))), limits.timeoutMs);
    worker.on('message', (check: DesignZipCheck) => finish(() => resolve(check)));
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(tooHeavy(kind)) : reject(error))),
    );
    worker.on('exit', (code) => finish(() => reject(new Error(`design inspection worker exited with ${code}`))));
  });
}

/**
 * Design inspection off the event loop (issue 21): each zip is opened and measured in a worker thread with
 * a time and a memory cap, at most `atOnce` at a time and `perUser` per account, so no upload can hold pcb-api or its memory.
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
    /** Inspections in their workers now, and those waiting their turn (the metrics). */
    queue: () => ({ running, waiting: queue.length }),
    /** `kind` is the upload's, as it was sniffed; `owner` is the account whose upload it is: it may hold at most `perUser` of the places. */
    async inspect(zip: Buffer, kind: DesignArchiveKind, owner: string, capabilities: DesignCapabilities): Promise<DesignZipCheck> {
      claimShare(owner);
      try {
        await turn();
        try {
          return await inspectInWorker(zip, kind, capabilities, limits);
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
