import type { LiveRemote } from '../plugins/live-releases';
/** How long a remote's build files are trusted: a redeployed remote's new chunk names are seen within this time. */
const MANIFEST_TTL_MS = 30_000;
/** A remote that is slow or down only costs the page its preloads, never a wait. */
const MANIFEST_TIMEOUT_MS = 2_000;
/** A chunk name as webpack writes it: nothing that could leave an HTML attribute or the remote's folder. */
const CHUNK_FILE = /^[\w.-]+\.js$/;

interface RemoteManifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown } } }>;
}

/** One lazily loaded page of a remote (its build's page-chunks.json, webpack/perf/page-preloads.js). */
export interface PageChunks {
  /** The route, as the remote's router writes it: `/login`, `/product/detail/:id`. */
  path: string;
  /** The remote's scripts the page loads. */
  files: string[];
  /** The shared modules it consumes, whose scripts come from the shell's build. */
  shared: string[];
}

export interface RemoteChunks {
  /** The addresses of the scripts the exposed app needs first (none before the first read); reads again when stale. */
  first(): string[];
  /** The remote's pages, their scripts as addresses (none before the first read). */
  pages(): PageChunks[];
  /** Reads the remote's build files now (start-up, tests). */
  refresh(): Promise<void>;
}

export const chunkFiles = (files: unknown): string[] =>
  Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file)) : [];

function syncScripts(manifest: RemoteManifest, expose: string): string[] {
  return chunkFiles(manifest.exposes?.find((entry) => entry.path === expose)?.assets?.js?.sync);
}

function pageList(data: unknown): PageChunks[] {
  const pages: unknown = (data as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages
    .filter((page): page is PageChunks => typeof page?.path === 'string' && page.path.startsWith('/'))
    .map((page) => ({
      path: page.path,
      files: chunkFiles(page.files),
      shared: Array.isArray(page.shared) ? page.shared.filter((key) => typeof key === 'string') : [],
    }));
}

async function readJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the page can have the browser fetch from a remote alongside its entry instead of after it
 * has run: the exposed app's first chunk(s) from the remote's mf-manifest.json, and each page's
 * chunks from its page-chunks.json. `live` gives the live release's folder, as the browser reaches it
 * (`base`) and as this BFF reads it (`files`): a promotion makes the files stale at once.
 */
export function remoteChunks(live: () => Pick<LiveRemote, 'base' | 'files'>, expose: string): RemoteChunks {
  // Bounded by its shape: one remote's two files, replaced on each read. Per instance is fine: the
  // files are public hints, and instances that disagree for MANIFEST_TTL_MS only preload other chunks.
  let first: string[] = [];
  let pages: PageChunks[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let readFrom: string | undefined;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    const { base, files } = live();
    readAt = Date.now();
    readFrom = base;
    const address = (file: string) => `${base}/${file}`;
    const [manifest, pageChunks] = await Promise.all([readJson(`${files}/mf-manifest.json`), readJson(`${files}/page-chunks.json`)]);
    first = manifest ? syncScripts(manifest as RemoteManifest, expose).map(address) : [];
    pages = pageList(pageChunks).map((page) => ({ ...page, files: page.files.map(address) }));
  }

  function refresh(): Promise<void> {
    reading ??= read().finally(() => (reading = undefined));
    return reading;
  }

  /** Whether what was read belongs to the live release; read again when stale. */
  function fresh(): boolean {
    const current = readFrom === live().base;
    if (!current || Date.now() - readAt >= MANIFEST_TTL_MS) void refresh();
    return current;
  }

  return {
    first() {
      return fresh() ? first : [];
    },
    pages() {
      return fresh() ? pages : [];
    },
    refresh,
  };
}
