import type { RemotesManifest } from '@pcb/contract';
import type { FastifyInstance } from 'fastify';
import type { LiveReleases } from '../plugins/live-releases';

/**
 * Each remote's entry script in its live release, so a remote moves or is released without
 * rebuilding the shell. The script itself rather than its mf-manifest.json: one round trip less,
 * and the shell's federation runtime can leave out the part that reads manifests. A browser session
 * drawn into a remote's canary gets the canary's entry.
 */
export function remotesManifest(live: LiveReleases, sessionId: string | undefined): RemotesManifest {
  return {
    remotes: live
      .all()
      .map(({ name }) => live.forSession(name, sessionId))
      .map(({ name, base, release, refused }) => ({
        name,
        entry: `${base}/remoteEntry.js`,
        ...(release && { release }),
        ...(refused && { refused }),
      })),
  };
}

/** The same list the page carries (routes/shell.ts), for a shell served by something else (webpack's dev server). */
export default async function remotesRoutes(app: FastifyInstance) {
  app.get('/bff/remotes', async (request, reply) =>
    reply.header('cache-control', 'no-cache').send(remotesManifest(app.liveReleases, app.sessionCookies.browserSession(request))),
  );
}
