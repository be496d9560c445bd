import { RELEASE_REPORT_PATH, ReleaseReport, type RemoteName, type RemotesManifest } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { BffConfig } from '../config';
import { judgeCanary } from '../releases/canary';
import { openReleaseStore } from '../releases/open-store';
import type { CanaryTally, ReleaseStore } from '../releases/store';
import type { LiveRemote } from './live-releases';

const RATE_LIMIT_MESSAGE = 'Terlalu banyak laporan. Silakan coba lagi nanti.';
/** A report is three short fields: anything longer is not one. */
const REPORT_BODY_LIMIT = 512;
/** Reports a browser session may send per rate-limit window, and an address (many sessions behind one NAT). */
const REPORTS_PER_SESSION = 10;
const REPORTS_PER_ADDRESS = 200;
/** Sessions remembered per release during one canary: beyond them, sessions are no longer told apart. */
const SESSIONS_REMEMBERED = 100_000;

export interface Canaries {
  /** Counts the browser session as served the release it got of the page's remote. */
  served(remote: RemoteName, manifest: RemotesManifest, sessionId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    canaries: Canaries;
  }
}

/** What this BFF saw during one canary of one remote: the sessions served each release, and those whose pages failed. */
interface Watch {
  version: number;
  sessions: Map<string, Set<string>>;
  failing: Map<string, Set<string>>;
}

const remember = (sets: Map<string, Set<string>>, release: string, sessionId: string): boolean => {
  const set = sets.get(release) ?? sets.set(release, new Set()).get(release)!;
  if (set.has(sessionId) || set.size >= SESSIONS_REMEMBERED) return false;
  set.add(sessionId);
  return true;
};

/** Failures count here even for sessions another BFF served: the balancer sends a page's report to any BFF. */
const tallyOf = ({ sessions, failing }: Watch): CanaryTally =>
  Object.fromEntries(
    [...new Set([...sessions.keys(), ...failing.keys()])].map((release) => [
      release,
      { sessions: sessions.get(release)?.size ?? 0, errors: failing.get(release)?.size ?? 0 },
    ]),
  );

/** The releases of a remote pages may be on now: the live one and its canary. */
const releasesOf = (remote: LiveRemote) => [remote.release, remote.canary?.remote.release].filter((id): id is string => id !== undefined);

/**
 * Canary releases (releases/canary.ts), as one BFF takes part: it counts the sessions it serves each
 * release and the failures their pages report (`POST /bff/release-reports`), writes its counts into the
 * release store every RELEASE_POLL_MS, and judges the canary once it is due, as every BFF does; the store
 * lets one of them end it. The store is opened only once a canary runs.
 */
async function canariesPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
  const watches = new Map<RemoteName, Watch>();
  let store: ReleaseStore | undefined;

  const sessionsServed = new Counter({
    name: 'pcb_remote_release_sessions_total',
    help: 'Browser sessions this BFF served each release of a remote, counted while a canary of the remote runs.',
    labelNames: ['remote', 'release'],
    registers: [app.bffMetrics.registry],
  });
  const failures = new Counter({
    name: 'pcb_remote_release_failures_total',
    help: 'Failures pages reported for a release of a remote they run: an error thrown in the page, or a chunk that did not load.',
    labelNames: ['remote', 'release', 'kind'],
    registers: [app.bffMetrics.registry],
  });
  app.bffMetrics.gauge(
    { name: 'pcb_remote_canary_percent', help: 'The share of sessions each running canary release gets.', labelNames: ['remote', 'release'] },
    (gauge) => {
      gauge.reset();
      for (const { name, canary } of app.liveReleases.all())
        if (canary) gauge.set({ remote: name, release: canary.remote.release ?? '' }, canary.record.percent);
    },
  );

  /** The remote's watch during its running canary (a new one when the canary changed), none when it runs none. */
  function watchOf(name: RemoteName): Watch | undefined {
    const canary = app.liveReleases.get(name).canary;
    if (!canary) return void watches.delete(name);
    const watch = watches.get(name);
    if (watch?.version === canary.version) return watch;
    const fresh: Watch = { version: canary.version, sessions: new Map(), failing: new Map() };
    watches.set(name, fresh);
    return fresh;
  }

  app.decorate('canaries', {
    served(name, manifest, sessionId) {
      const watch = watchOf(name);
      const release = manifest.remotes.find((remote) => remote.name === name)?.release;
      if (watch && release && remember(watch.sessions, release, sessionId)) sessionsServed.inc({ remote: name, release });
    },
  } satisfies Canaries);

  async function limit(request: FastifyRequest, key: string, max: number) {
    if ((await app.rateLimitStore.hit(`${RELEASE_REPORT_PATH}|${key}`, config.rateLimit.windowMs)) <= max) return;
    app.bffMetrics.rateLimitRejections.inc({ endpoint: `POST ${RELEASE_REPORT_PATH}` });
    request.server.log.debug({ key }, 'release report refused: rate limit');
    throw httpErrors.tooManyRequests(RATE_LIMIT_MESSAGE);
  }

  app.post<{ Body: ReleaseReport }>(
    RELEASE_REPORT_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: ReleaseReport },
      onRequest: async (request) => {
        await limit(request, `address:${request.ip}`, REPORTS_PER_ADDRESS);
        const sessionId = app.sessionCookies.browserSession(request);
        if (sessionId) await limit(request, `session:${sessionId}`, REPORTS_PER_SESSION);
      },
    },
    async (request, reply) => {
      const { remote, release, kind } = request.body;
      const sessionId = app.sessionCookies.browserSession(request);
      // Only the releases pages may be on: a label per made-up id would grow the metrics without end.
      if (sessionId && releasesOf(app.liveReleases.get(remote)).includes(release)) {
        failures.inc({ remote, release, kind });
        const watch = watchOf(remote);
        if (watch) remember(watch.failing, release, sessionId);
      }
      return reply.code(204).send();
    },
  );

  /** Writes this BFF's counts, then judges each running canary; one tick at a time. */
  async function tick() {
    for (const name of [...watches.keys()]) {
      const watch = watchOf(name);
      if (!watch) continue;
      store ??= openReleaseStore(config);
      await store.writeCanaryTally(name, watch.version, config.instanceId, tallyOf(watch));
      const decision = await judgeCanary(store, name, config.canary, `canary (BFF ${config.instanceId})`);
      if (!decision) continue;
      const { verdict, from, canary, live, ranMs } = decision;
      app.log.info(
        { remote: name, verdict, canary: from.canary?.release, live: from.live, canarySessions: canary, liveSessions: live, ranMs },
        verdict === 'promote'
          ? 'canary promoted: its pages failed no more often than the live release’s'
          : 'canary rolled back: its pages failed more often than the live release’s',
      );
      await app.liveReleases.refresh();
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      for (const { name } of app.liveReleases.all()) watchOf(name);
      ticking ??= tick()
        .catch((error: unknown) => app.log.warn({ err: error }, 'canary: counts not written or not judged'))
        .finally(() => (ticking = undefined));
    }, config.releasePollMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await ticking;
    await store?.close();
  });
}

export default fp(canariesPlugin, { name: 'canaries', dependencies: ['live-releases', 'metrics', 'session-cookies', 'rate-limit-store'] });
