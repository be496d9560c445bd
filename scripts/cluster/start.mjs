#!/usr/bin/env node
// `npm run start:cluster`: the fleet on this machine's Docker Swarm (docs/cluster.md). Builds the
// images, starts a single-node Swarm if none runs, makes the secrets that do not exist yet, deploys
// docker/stack.yaml as a demo (payment simulator, offline shipping, demo buyers) and waits until it is
// healthy. `npm run stop:cluster` removes it. `--no-build` deploys the images already built.
import { buildImages } from './images.mjs';
import { deployStack, ensureSecrets, ensureSwarm, STACK, waitHealthy } from './swarm.mjs';
import { stackUrls } from './urls.mjs';

/** What the demo sets where the operator has not: a real shop names its providers (docs/cluster.md). */
export const DEMO = {
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'simulator',
  SHIPPING_PROVIDER: process.env.SHIPPING_PROVIDER ?? 'offline',
  SEED_DEMO_HISTORY: process.env.SEED_DEMO_HISTORY ?? 'true',
};

/** Builds (unless told not to), deploys and waits; returns the stack's addresses. */
export async function startCluster({ build = true, tag = process.env.TAG ?? 'latest', variables = {} } = {}) {
  const started = Date.now();
  ensureSwarm();
  if (build) buildImages(tag);
  const made = ensureSecrets();
  if (made.length > 0) console.log(`[cluster] secrets made: ${made.join(', ')}`);
  await deployStack({ TAG: tag, ...DEMO, ...variables });
  const urls = stackUrls(variables);
  await waitHealthy(`${urls.stats}/stats;csv`);
  await urls.waitReady();
  console.log(`[cluster] stack ${STACK} healthy in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return urls;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const urls = await startCluster({ build: !process.argv.includes('--no-build') });
    console.log(`
  PCB shop on Docker Swarm: open ${urls.shop} (admin: ${urls.shop}/admin-login; self-signed certificate)
    docker stack services ${STACK}      the services and their tasks
    docker service logs ${STACK}_bff    a service's logs
    npm run stop:cluster                removes the stack (the database volume stays)
`);
  } catch (error) {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  }
}
