import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeUpstream {
  /** The API root to give the BFF as PCB_API_URL. */
  apiUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** A scriptable upstream on loopback that records what reaches it. */
export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A log stream for `buildTestApp` that keeps each JSON line the app writes, so a test can read what was logged. */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** A shell build as webpack leaves it: index.html, a content-hashed chunk, an unhashed file. */
export function fakeShellDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bff-shell-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>PCB</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'main.3f9a1c2b7d.js'), 'console.log("shell")');
  writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
  return dir;
}

export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      SHELL_DIR: fakeShellDir(),
      PCB_API_URL: 'http://127.0.0.1:9/api',
      UPSTREAM_TIMEOUT_MS: '2000',
      ...env,
    }),
    options,
  );
}

export interface RawResponse {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Starts the app on a loopback port and returns its origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** An HTTP request whose path is sent exactly as written (no URL normalisation, unlike fetch or inject). */
export function rawRequest(
  origin: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface FakeStack {
  upstream: FakeUpstream;
  app: FastifyInstance;
}

/** One fake upstream and one BFF pointed at it for a whole test file; the request log is emptied before each test. */
export function useFakeStack(handler: FakeHandler, env: Record<string, string> = {}, options: BuildOptions = {}): FakeStack {
  const stack = {} as FakeStack;
  beforeAll(async () => {
    stack.upstream = await startFakeUpstream(handler);
    stack.app = await buildTestApp({ PCB_API_URL: stack.upstream.apiUrl, ...env }, options);
  });
  afterAll(async () => {
    await stack.app.close();
    await stack.upstream.close();
  });
  beforeEach(() => {
    stack.upstream.requests.length = 0;
  });
  return stack;
}

/** `useFakeStack` with the BFF logging at info: `lines` holds the JSON lines it wrote during the current test. */
export function useLoggedStack(handler: FakeHandler): FakeStack & { lines: string[] } {
  const { stream, lines } = capturedLog();
  const stack = useFakeStack(handler, { LOG_LEVEL: 'info' }, { logStream: stream });
  beforeEach(() => {
    lines.length = 0;
  });
  return Object.assign(stack, { lines });
}
