/** How long a remote's manifest is trusted: a redeployed remote's new chunk names are seen within this time. */
const MANIFEST_TTL_MS = 30_000;
/** A remote that is slow or down only costs the page its preload, never a wait. */
const MANIFEST_TIMEOUT_MS = 2_000;
/** A chunk name as webpack writes it: nothing that could leave an HTML attribute or the remote's folder. */
const CHUNK_FILE = /^[\w.-]+\.js$/;

interface RemoteManifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown } } }>;
}

export interface FirstChunks {
  /** The last known addresses of the scripts the exposed module needs first (none before the first read); reads again when stale. */
  current(): string[];
  /** Reads the manifest now (start-up, tests). */
  refresh(): Promise<void>;
}

function syncScripts(manifest: RemoteManifest, expose: string): string[] {
  const sync = manifest.exposes?.find((entry) => entry.path === expose)?.assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file)) : [];
}

/**
 * The first chunk(s) of a remote's exposed module, from its mf-manifest.json, so that the page can
 * have the browser fetch them alongside the remote's entry instead of after it has run.
 */
export function remoteFirstChunks(remoteUrl: string, expose: string): FirstChunks {
  let files: string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    readAt = Date.now();
    try {
      const response = await fetch(`${remoteUrl}/mf-manifest.json`, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      files = response.ok ? syncScripts((await response.json()) as RemoteManifest, expose).map((file) => `${remoteUrl}/${file}`) : [];
    } catch {
      files = [];
    }
  }

  function refresh(): Promise<void> {
    reading ??= read().finally(() => (reading = undefined));
    return reading;
  }

  return {
    current() {
      if (Date.now() - readAt >= MANIFEST_TTL_MS) void refresh();
      return files;
    },
    refresh,
  };
}
