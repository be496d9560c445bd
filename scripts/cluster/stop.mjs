#!/usr/bin/env node
// `npm run stop:cluster`: removes the stack; its volumes and secrets stay for the next start.
import { removeStack, STACK } from './swarm.mjs';

await removeStack();
console.log(`[cluster] stack ${STACK} removed`);
