import type { Canary, LiveRelease, ReleaseManifest, RemoteName } from '@pcb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { inCanary } from '../releases/canary';
import { pageProvides, unmetNeeds } from '../releases/compatibility';
import { isReleaseId } from '../releases/store';

/** Where new pages load a remote from, and whether they may. */
export interface LiveRemote {
  name: RemoteName;
  /** The folder of the live release on the remote's server (its root when it serves no release store). */
  base: string;
  /** The same folder where this BFF reads it (SHOP_REMOTE_INTERNAL_URL, ADMIN_REMOTE_INTERNAL_URL). */
  files: string;
  release?: string;
  /** Why pages must not load it: the needs the shell or this BFF cannot meet. */
  refused?: string;
  /** The release on trial for a share of sessions, and the pointer version it began with. */
  canary?: { remote: LiveRemote; record: Canary; version: number };
}

export interface LiveReleases {
  /** The remotes as new pages get them, in the order the shell registers them. */
  all(): LiveRemote[];
  get(name: RemoteName): LiveRemote;
  /** What a browser session gets: the canary when it is drawn into one (releases/canary.ts), else the live release. */
  forSession(name: RemoteName, sessionId: string | undefined): LiveRemote;
  /** Asks every remote's server now (start-up, tests). */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveReleases: LiveReleases;
  }
}

const LIVE_TIMEOUT_MS = 2_000;
/** A remote's server that answers this has no release store (webpack's dev server): the remote is at its root. */
const NOT_FOUND = 404;

/**
 * Which release of each remote is live, asked of the remotes' servers every RELEASE_POLL_MS (each
 * reads the one pointer in the release store), so every BFF follows a promotion within that time.
 * A server that does not answer leaves the last known release in place.
 */
async function liveReleasesPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
  const servers: Record<RemoteName, string> = { shop: config.shopRemoteUrl, admin: config.adminRemoteUrl };
  const reads = config.remoteReadUrls;
  const rootOf = (name: RemoteName): LiveRemote => ({ name, base: servers[name], files: reads[name] });
  const current = new Map<RemoteName, LiveRemote>((Object.keys(servers) as RemoteName[]).map((name) => [name, rootOf(name)]));

  async function ask(name: RemoteName): Promise<LiveRemote | undefined> {
    try {
      const response = await fetch(`${reads[name]}/live.json`, { signal: AbortSignal.timeout(LIVE_TIMEOUT_MS) });
      if (response.status === NOT_FOUND) return rootOf(name);
      if (!response.ok) return undefined;
      const { pointer, release, canaryRelease } = (await response.json()) as LiveRelease;
      if (!pointer?.live || !isRelease(name, release, pointer.live)) return rootOf(name);
      const live = await servedRelease(name, release);
      const canary = pointer.canary;
      if (!canary) return live;
      const answered = canaryRelease?.id ?? null;
      if (!isRelease(name, canaryRelease, canary.release)) {
        app.log.warn({ remote: name, canary: canary.release, answered }, 'canary not served: /live.json names another release');
        return live;
      }
      return { ...live, canary: { remote: await servedRelease(name, canaryRelease), record: canary, version: pointer.version } };
    } catch {
      return undefined;
    }
  }

  /** Whether /live.json's manifest is the release its pointer names, of this remote: only then is its id put in an address. */
  function isRelease(name: RemoteName, release: ReleaseManifest | null | undefined, id: string): release is ReleaseManifest {
    return release?.id === id && release.remote === name && isReleaseId(id);
  }

  async function servedRelease(name: RemoteName, release: ReleaseManifest): Promise<LiveRemote> {
    const unmet = unmetNeeds(release, await pageProvides(config.shellDir));
    return {
      name,
      base: `${servers[name]}/${release.id}`,
      files: `${reads[name]}/${release.id}`,
      release: release.id,
      ...(unmet.length > 0 && { refused: unmet.join('; ') }),
    };
  }

  /** What identifies what a remote's pages get: its release, whether it is refused, and its canary. */
  const servedKey = (remote: LiveRemote | undefined) =>
    remote && JSON.stringify([remote.base, remote.refused, remote.canary?.version, remote.canary?.remote.base, remote.canary?.remote.refused]);

  function update(next: LiveRemote) {
    const before = current.get(next.name);
    if (servedKey(before) === servedKey(next)) return;
    current.set(next.name, next);
    if (next.refused) app.log.warn({ remote: next.name, release: next.release, reason: next.refused }, 'remote release refused: its needs are not met');
    else app.log.info({ remote: next.name, release: next.release ?? null, canary: next.canary?.remote.release ?? null }, 'remote release live');
  }

  async function refresh() {
    const answers = await Promise.all([...current.keys()].map(ask));
    answers.forEach((answer) => answer && update(answer));
  }

  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void (polling ??= refresh().finally(() => (polling = undefined))), config.releasePollMs).unref();
  });
  // No ask outlives the BFF: one sent as it closes would reach a remote's server that may be closing too.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await polling;
  });

  app.bffMetrics.gauge(
    {
      name: 'pcb_remote_release',
      help: 'The release of each remote this BFF serves to new pages (1); `root` when its server keeps no releases.',
      labelNames: ['remote', 'release'],
    },
    (gauge) => {
      gauge.reset();
      for (const remote of current.values()) gauge.set({ remote: remote.name, release: remote.release ?? 'root' }, 1);
    },
  );

  app.decorate('liveReleases', {
    all: () => [...current.values()],
    get: (name: RemoteName) => current.get(name) as LiveRemote,
    forSession(name: RemoteName, sessionId: string | undefined) {
      const live = current.get(name) as LiveRemote;
      const canary = live.canary;
      return canary && !canary.remote.refused && sessionId !== undefined && inCanary(sessionId, canary.record) ? canary.remote : live;
    },
    refresh,
  });
}

export default fp(liveReleasesPlugin, { name: 'live-releases', dependencies: ['metrics'] });
