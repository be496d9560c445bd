import FindMyWay from 'find-my-way';
import type { LiveRemote } from '../plugins/live-releases';
/** How long a remote's build files are trusted: a redeployed remote's new chunk names are seen within this time. */
const MANIFEST_TTL_MS = 30_000;
/** A remote's release folders kept read: the live release's and a canary's. */
const KEPT_FOLDERS = 2;
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

/** A release folder of a remote, as the browser reaches it (`base`) and as this BFF reads it (`files`). */
export type ReleaseFolder = Pick<LiveRemote, 'base' | 'files'>;

/** What was read of one release folder. */
export interface FolderChunks {
  /** The addresses of the scripts the exposed app needs first. */
  first: string[];
  /** The remote's page drawn at a path, its scripts as addresses. */
  pageAt(pathname: string): PageChunks | undefined;
}

interface FolderRead extends FolderChunks {
  readAt: number;
  reading?: Promise<void>;
}

export interface RemoteChunks {
  /** What was read of a release folder so far (nothing before the first read); reads it again when stale. */
  of(folder: ReleaseFolder): FolderChunks;
  /** Reads a release folder now (start-up, tests). */
  refresh(folder: ReleaseFolder): Promise<void>;
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

const NO_PAGE = () => undefined;

/** Finds a page by its route as the remote's router writes it (`/product/detail/:id`), with Fastify's own matcher. */
export function pageMatcher(pages: PageChunks[]): FolderChunks['pageAt'] {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  for (const page of pages) if (!router.hasRoute('GET', page.path)) router.on('GET', page.path, NO_PAGE, page);
  return (pathname) => (router.find('GET', pathname)?.store as PageChunks | null) ?? undefined;
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
 * chunks from its page-chunks.json. One reader a remote serves every release folder its pages are
 * given (the live release and a canary's): a promoted release's folder is new, so it is read at once.
 */
export function remoteChunks(expose: string): RemoteChunks {
  // Per instance is fine: the files are public hints, and instances that disagree for MANIFEST_TTL_MS
  // only preload other chunks.
  const reads = new Map<string, FolderRead>();

  async function read(folder: ReleaseFolder, into: FolderChunks): Promise<void> {
    const address = (file: string) => `${folder.base}/${file}`;
    const [manifest, pageChunks] = await Promise.all([readJson(`${folder.files}/mf-manifest.json`), readJson(`${folder.files}/page-chunks.json`)]);
    into.first = manifest ? syncScripts(manifest as RemoteManifest, expose).map(address) : [];
    into.pageAt = pageMatcher(pageList(pageChunks).map((page) => ({ ...page, files: page.files.map(address) })));
  }

  /** A folder's first read keeps it; past KEPT_FOLDERS, the folder kept longest is dropped. */
  function keep(base: string): FolderRead {
    const kept: FolderRead = { first: [], pageAt: NO_PAGE, readAt: Number.NEGATIVE_INFINITY };
    reads.set(base, kept);
    if (reads.size > KEPT_FOLDERS) reads.delete(reads.keys().next().value as string);
    return kept;
  }

  function refresh(folder: ReleaseFolder): Promise<void> {
    const kept = reads.get(folder.base) ?? keep(folder.base);
    kept.readAt = Date.now();
    kept.reading ??= read(folder, kept).finally(() => (kept.reading = undefined));
    return kept.reading;
  }

  function of(folder: ReleaseFolder): FolderChunks {
    const kept = reads.get(folder.base);
    if (!kept || Date.now() - kept.readAt >= MANIFEST_TTL_MS) void refresh(folder);
    return kept ?? { first: [], pageAt: NO_PAGE };
  }

  return { of, refresh };
}
