import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REMOTES } from '../../contract/src/platform';

export const repoRoot = path.resolve(__dirname, '../..');
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000/api';
export const adminRemoteUrl = process.env.E2E_ADMIN_REMOTE_URL ?? `http://127.0.0.1:${REMOTES.admin.port}`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export interface RunningProcess {
  stop(): Promise<void>;
}

/** Starts one of the stack's production processes on loopback and waits until `readyUrl` answers. */
export async function startProcess(script: string[], env: Record<string, string>, readyUrl: string): Promise<RunningProcess> {
  const child: ChildProcess = spawn(process.execPath, script, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  await waitUntilAnswering(readyUrl);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The release store the stack under test serves its remotes from (scripts/start.mjs). */
export const releaseStore = path.resolve(repoRoot, process.env.RELEASE_STORE ?? '.data/releases');

/** A remote's server of its own, serving the release store's releases of that remote. */
function startRemote(remote: 'shop' | 'admin', port: number, shellOrigin: string): Promise<RunningProcess> {
  const base = `http://127.0.0.1:${port}`;
  return startProcess(['scripts/serve-remote.mjs', path.join(releaseStore, remote)], { PORT: String(port), SHELL_ORIGIN: shellOrigin }, `${base}/live.json`);
}

export const startShopRemote = (port: number, shellOrigin: string) => startRemote('shop', port, shellOrigin);
export const startAdminRemote = (port: number, shellOrigin: string) => startRemote('admin', port, shellOrigin);

/** A pcb-api of its own, on a fresh in-memory database, with extra settings (e.g. a short token lifetime). */
export async function startApi(port: number, publicUrl: string, env: Record<string, string> = {}): Promise<RunningProcess> {
  const base = `http://127.0.0.1:${port}/api`;
  return startProcess(
    ['pcb-api/dist/server.js'],
    { PORT: String(port), DATA_DIR: 'memory://', PUBLIC_URL: publicUrl, FILES_PUBLIC_URL: `${publicUrl}/bff/files`, ...env },
    `${base}/product`,
  );
}

interface BffOptions {
  shopRemoteUrl: string;
  adminRemoteUrl?: string;
  pcbApiUrl?: string;
  /** Another shell build than the repository's. */
  shellDir?: string;
}

/** A second BFF serving the shell, wired to the given remotes and upstream. */
export async function startBff(port: number, options: BffOptions): Promise<RunningProcess> {
  const base = `http://127.0.0.1:${port}`;
  return startProcess(
    ['bff/dist/server.js'],
    {
      PORT: String(port),
      PUBLIC_URL: base,
      PCB_API_URL: options.pcbApiUrl ?? apiUrl,
      SHOP_REMOTE_URL: options.shopRemoteUrl,
      ADMIN_REMOTE_URL: options.adminRemoteUrl ?? adminRemoteUrl,
      ...(options.shellDir && { SHELL_DIR: options.shellDir }),
    },
    `${base}/bff/health`,
  );
}
