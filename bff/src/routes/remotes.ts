import type { RemotesManifest } from '@pcb/contract';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';

/**
 * Each remote's entry script, from configuration, so a remote moves without rebuilding the shell.
 * The script itself rather than its mf-manifest.json: one round trip less, and the shell's federation
 * runtime can leave out the part that reads manifests.
 */
export function remotesManifest(config: BffConfig): RemotesManifest {
  return {
    remotes: [
      { name: 'shop', entry: `${config.shopRemoteUrl}/remoteEntry.js` },
      { name: 'admin', entry: `${config.adminRemoteUrl}/remoteEntry.js` },
    ],
  };
}

/** The same list the page carries (routes/shell.ts), for a shell served by something else (webpack's dev server). */
export default async function remotesRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  const body = remotesManifest(config);
  app.get('/bff/remotes', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}
