import type { RemotesManifest } from '@pcb/contract';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';

/** Where the shell finds its remotes: configuration, so a remote moves without rebuilding the shell. */
export default async function remotesRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  const body: RemotesManifest = {
    remotes: [
      { name: 'shop', entry: `${config.shopRemoteUrl}/mf-manifest.json` },
      { name: 'admin', entry: `${config.adminRemoteUrl}/mf-manifest.json` },
    ],
  };
  app.get('/bff/remotes', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}
