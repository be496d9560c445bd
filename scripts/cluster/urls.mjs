// The stack's addresses on this machine (HAProxy's published ports, docker/stack.yaml), and a fetch
// that accepts the stack's self-signed certificate, for the scripts and tests on loopback only.
import { Agent } from 'undici';

const selfSigned = new Agent({ connect: { rejectUnauthorized: false } });

/** fetch for the stack's HTTPS addresses on this machine. */
export const stackFetch = (url, init = {}) => fetch(url, { dispatcher: selfSigned, ...init });

export function stackUrls(variables = {}) {
  const port = (name, fallback) => variables[name] ?? process.env[name] ?? fallback;
  const urls = {
    shop: `https://127.0.0.1:${port('HTTPS_PORT', 8443)}`,
    http: `http://127.0.0.1:${port('HTTP_PORT', 8080)}`,
    shopRemote: `https://127.0.0.1:${port('SHOP_PORT', 3001)}`,
    adminRemote: `https://127.0.0.1:${port('ADMIN_PORT', 3002)}`,
    stats: `http://127.0.0.1:${port('STATS_PORT', 8404)}`,
    /** Until the shop answers ready through the balancer. */
    async waitReady(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const ok = await stackFetch(`${urls.shop}/bff/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`${urls.shop} was not ready within ${timeoutMs / 1000} s`);
    },
  };
  return urls;
}
