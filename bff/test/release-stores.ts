import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { createJiti } from 'jiti';
import type { ReleaseManifest, RemoteName } from '@pcb/contract';
import { folderStore } from '../src/releases/folder-store';
import { sealRelease } from '../src/releases/integrity';
import { poolSql, postgresStore, type Sql } from '../src/releases/postgres-store';
import { readBuild, type ReleaseStore, type SealedRelease } from '../src/releases/store';

/** Where a store keeps its data, and how clients of it are opened: each a "host" sharing only that data. */
export interface StoreLocation {
  open(): ReleaseStore;
  /** The files stored for a release, by path. */
  storedFiles(remote: RemoteName, id: string): Promise<string[]>;
  /** The variables that make `npm run promote` use this store. */
  env: Record<string, string>;
  /** A remote's server (scripts/serve-remote.mjs) on this store, as another host would run it; its log lines to `log`. */
  serveRemote(remote: RemoteName, shellOrigins: string[], options?: ServerOptions): Promise<FastifyInstance>;
  /** What someone with write access to the store can do behind the tools' back: */
  tamper: {
    /** add a byte to a stored file; */
    appendByte(remote: RemoteName, id: string, file: string): Promise<void>;
    /** add a file to a stored release; */
    addFile(remote: RemoteName, id: string, file: string, content: string): Promise<void>;
    /** rewrite a stored manifest. */
    rewriteManifest(remote: RemoteName, id: string, change: (manifest: SealedRelease) => SealedRelease): Promise<void>;
  };
}

export interface ServerOptions {
  signingKey?: string;
  log?: (line: string) => void;
}

/** Reads a build folder, seals it (with `signingKey` if given) and stores it as the release `manifest` describes, as publishBuild does with an id of its own. */
export async function publishFolder(store: ReleaseStore, build: string, manifest: Omit<ReleaseManifest, 'bytes'>, signingKey?: string): Promise<SealedRelease> {
  const files = await readBuild(build);
  const release = sealRelease(manifest, files, signingKey);
  await store.publishRelease(release, files);
  return release;
}

interface RemoteServers {
  buildFolderStoreServer(options: { root: string; shellOrigins: string[] } & ServerOptions): FastifyInstance;
  buildDatabaseRemoteServer(options: { db: Pick<Sql, 'query'>; remote: RemoteName; shellOrigins: string[] } & ServerOptions): FastifyInstance;
}

/**
 * The remotes' server is a plain ES module of its own (for its image): loaded the way Node would, not through jest's
 * CommonJS, with the platform table from its source (Node reads the contract's build).
 */
const remoteServers = () =>
  createJiti(__filename, { alias: { '@pcb/contract/platform': path.join(__dirname, '../../contract/src/platform.ts') } }).import<RemoteServers>(
    path.join(__dirname, '../../scripts/serve-remote.mjs'),
  );

/** One kind of store: a fresh, empty location per call; `closeAll` closes every client opened. */
export interface StoreKind {
  name: string;
  /** Whether a process of its own (`npm run promote`) reaches the store: not PGlite, which lives in this one. */
  sharedWithProcesses: boolean;
  /** Whether a swap from a pointer read many versions ago is refused after those versions are forgotten (not by the folder). */
  refusesLongStaleSwaps: boolean;
  fresh(): Promise<StoreLocation>;
  closeAll(): Promise<void>;
}

const folder: StoreKind = {
  name: 'folder',
  sharedWithProcesses: true,
  refusesLongStaleSwaps: false,
  async fresh() {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
    return {
      open: () => folderStore(dir),
      storedFiles: async (remote, id) => readdirSync(path.join(dir, remote, id), { recursive: true, encoding: 'utf8' }).sort(),
      env: { RELEASE_STORE: dir },
      serveRemote: async (remote, shellOrigins, options) =>
        (await remoteServers()).buildFolderStoreServer({ root: path.join(dir, remote), shellOrigins, ...options }),
      tamper: {
        appendByte: async (remote, id, file) => appendFileSync(path.join(dir, remote, id, file), ';'),
        addFile: async (remote, id, file, content) => writeFileSync(path.join(dir, remote, id, file), content),
        async rewriteManifest(remote, id, change) {
          const file = path.join(dir, remote, id, 'release.json');
          writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as SealedRelease)));
        },
      },
    };
  },
  closeAll: async () => {},
};

const DROP_TABLES = 'DROP TABLE IF EXISTS remote_live_pointers, remote_release_files, remote_releases, remote_release_events';

/** A PostgreSQL store kind on one database: `fresh` drops the store's tables, so every test starts empty. */
function postgresKind(
  name: string,
  sharedWithProcesses: boolean,
  connect: () => Promise<{ admin: Sql; client(): Sql; env: Record<string, string> }>,
): StoreKind {
  let database: ReturnType<typeof connect> | undefined;
  const clients: Sql[] = [];
  return {
    name,
    sharedWithProcesses,
    refusesLongStaleSwaps: true,
    async fresh() {
      database ??= connect();
      const { admin, client, env } = await database;
      await admin.query(DROP_TABLES);
      /** A client of the database, as one host has; closed with the kind. */
      const newClient = () => clients[clients.push(client()) - 1];
      return {
        open: () => postgresStore(newClient()),
        async storedFiles(remote, id) {
          const { rows } = await admin.query('SELECT path FROM remote_release_files WHERE remote = $1 AND release_id = $2 ORDER BY path', [remote, id]);
          return rows.map((row) => row.path as string);
        },
        env,
        serveRemote: async (remote, shellOrigins, options) =>
          (await remoteServers()).buildDatabaseRemoteServer({ db: newClient(), remote, shellOrigins, ...options }),
        tamper: {
          async appendByte(remote, id, file) {
            await admin.query(`UPDATE remote_release_files SET bytes = bytes || '\\x3b'::bytea WHERE remote = $1 AND release_id = $2 AND path = $3`, [
              remote,
              id,
              file,
            ]);
          },
          async addFile(remote, id, file, content) {
            await admin.query(`INSERT INTO remote_release_files (remote, release_id, path, content_type, bytes) VALUES ($1, $2, $3, 'text/javascript', $4)`, [
              remote,
              id,
              file,
              Buffer.from(content),
            ]);
          },
          async rewriteManifest(remote, id, change) {
            const { rows } = await admin.query('SELECT manifest FROM remote_releases WHERE remote = $1 AND id = $2', [remote, id]);
            await admin.query('UPDATE remote_releases SET manifest = $3::jsonb WHERE remote = $1 AND id = $2', [
              remote,
              id,
              JSON.stringify(change(rows[0].manifest as SealedRelease)),
            ]);
          },
        },
      };
    },
    async closeAll() {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      if (database) await (await database).admin.close();
      database = undefined;
    },
  };
}

/** PGlite in this process: one connection, which every client shares (closed with the kind, not by a client). */
const pglite = postgresKind('PostgreSQL (PGlite)', false, async () => {
  const db = await PGlite.create();
  const shared: Sql = { query: (text, params) => db.query(text, params), transaction: (work) => db.transaction(work), close: async () => {} };
  return { admin: { ...shared, close: () => db.close() }, client: () => shared, env: {} };
});

/** The server named by DATABASE_URL, in a schema of this test file's own, so test files can run in parallel. */
const server = postgresKind('PostgreSQL (DATABASE_URL)', true, async () => {
  const schema = `release_store_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = poolSql(process.env.DATABASE_URL as string);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const scoped = poolSql(url.href);
  return {
    admin: { ...scoped, close: () => Promise.all([scoped.close(), admin.query(`DROP SCHEMA ${schema} CASCADE`).then(() => admin.close())]).then(() => {}) },
    client: () => poolSql(url.href),
    env: { RELEASE_STORE_URL: url.href },
  };
});

/**
 * For a `describe` over one kind: a fresh, empty location of it before each test, and a store opened on it
 * (`beforeEach(() => ({ location, store } = fresh()))`); every client is closed after the block.
 */
export function useFreshStore(kind: StoreKind): () => { location: StoreLocation; store: ReleaseStore } {
  let current: { location: StoreLocation; store: ReleaseStore };
  beforeEach(async () => {
    const location = await kind.fresh();
    current = { location, store: location.open() };
  });
  afterAll(() => kind.closeAll());
  return () => current;
}

/** Every store the tests run against: the folder and PGlite always, a PostgreSQL server when DATABASE_URL is set. */
export const STORE_KINDS: StoreKind[] = [folder, pglite, ...(process.env.DATABASE_URL ? [server] : [])];
