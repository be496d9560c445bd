import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp as buildPcbApi } from '../../pcb-api/src/app';
import { loadConfig as loadPcbApiConfig } from '../../pcb-api/src/config';
import { pgliteTemplate } from '../../pcb-api/test/helpers';
import { buildTestApp } from './helpers';

export interface RealStack {
  api: FastifyInstance;
  bff: FastifyInstance;
}

/**
 * The real pcb-api on a fresh in-memory database (from the migrated template pcb-api's jest global setup
 * dumps), listening on loopback, and a BFF in front of it.
 */
export function useRealStack(apiEnv: Record<string, string> = {}, bffEnv: Record<string, string> = {}): RealStack {
  const stack = {} as RealStack;
  beforeAll(async () => {
    stack.api = await buildPcbApi(loadPcbApiConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', BCRYPT_ROUNDS: '4', ...apiEnv }), {
      pgliteTemplate: pgliteTemplate(),
    });
    await stack.api.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stack.api.server.address() as AddressInfo;
    stack.bff = await buildTestApp({ PCB_API_URL: `http://127.0.0.1:${port}/api`, ...bffEnv });
  }, 60_000);
  afterAll(async () => {
    await stack.bff?.close();
    await stack.api?.close();
  });
  return stack;
}
