#!/usr/bin/env node
// `npm run start:cluster`: the shop as a fleet on one machine (see docs/cluster.md), from the
// existing builds (`npm run build` first). Ctrl-C stops everything it started.
import { ports, publicUrl, releaseStore, startFleet, url } from './cluster/fleet.mjs';

let fleet;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await fleet?.stopAll();
  fleet?.postgres?.remove();
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

try {
  fleet = await startFleet();
  fleet.onUnexpectedExit = (name, code) => console.error(`[cluster] ${name} stopped (${code}); the balancer routes around it`);
  console.log(`
  PCB shop cluster is running: open ${publicUrl} (admin: ${publicUrl}/admin-login)
    HAProxy     ${url(ports.lb)} (shop), ${url(ports.lbApi)} (pcb-api, for the BFFs)
    BFFs        ${ports.bff.join(', ')}    pcb-apis ${ports.api.join(', ')}    remotes ${ports.shop}, ${ports.admin}
    Releases    ${releaseStore} (npm run release/promote/rollback/releases)
    PostgreSQL  ${fleet.databaseUrl.replace(/:[^:@/]*@/, ':***@')}    Redis ${ports.redis}
  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await stop(1);
}
