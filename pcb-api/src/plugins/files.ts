import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor, Queryable } from '../db/database';

/**
 * The folders of stored files; the pictures are public, the design folders are not. An order's photos are public
 * by their names (96 random bits each), which only the order's buyer, the admin and its share links are shown.
 */
export const PUBLIC_FOLDERS = ['product-picture', 'category-picture', 'profile-picture', 'order-photo'] as const;
export const PRIVATE_FOLDERS = ['prototype-design', 'assembly-design'] as const;
export type Folder = (typeof PUBLIC_FOLDERS)[number] | (typeof PRIVATE_FOLDERS)[number];
const FOLDERS: readonly string[] = [...PUBLIC_FOLDERS, ...PRIVATE_FOLDERS];

/** A plain generated name: letters, digits, dash, one extension. Nothing a path can hide in. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,100}\.[a-z0-9]{1,5}$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

export interface StoredFile {
  contentType: string;
  etag: string;
  data: Buffer;
  /** The name the buyer's file had, sanitised (design files); null for the rest and for files stored before it was kept. */
  originalName: string | null;
}

export interface FileStore {
  /** Stores `data` under a generated name, with the name it was sent as if given; returns the stored path `folder/name` (no leading slash). */
  save(folder: Folder, extension: string, data: Buffer | string, originalName?: string | null): Promise<string>;
  /** Stores under a fixed name, replacing what was there (seed pictures); returns `folder/name`. */
  put(folder: Folder, name: string, data: Buffer | string): Promise<string>;
  /** Removes a stored file given its stored path; missing files and foreign paths are ignored. */
  remove(storedPath: string | null | undefined): Promise<void>;
  /** The file `folder/name`, or null when there is none or the name is not a plain stored name. */
  read(folder: Folder, name: string): Promise<StoredFile | null>;
  /** The same store writing through `tx`, so a file and the row naming it commit together. */
  within(tx: Queryable): FileStore;
}

export function generatedName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${extension}`;
}

/** Files live in the database, not on one instance's disk: every instance serves every file. */
export function databaseFileStore(db: Queryable): FileStore {
  const put = async (folder: Folder, name: string, data: Buffer | string, originalName: string | null = null) => {
    const extension = path.extname(name).slice(1);
    if (!STORED_NAME.test(name) || !CONTENT_TYPES[extension]) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
    const bytes = Buffer.from(data);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    await db.query(
      `INSERT INTO stored_files (path, content_type, etag, data, original_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (path) DO UPDATE SET content_type = EXCLUDED.content_type, etag = EXCLUDED.etag, data = EXCLUDED.data, original_name = EXCLUDED.original_name`,
      [`${folder}/${name}`, CONTENT_TYPES[extension], etag, bytes, originalName],
    );
    return `${folder}/${name}`;
  };
  return {
    put: (folder, name, data) => put(folder, name, data),
    save: (folder, extension, data, originalName) => put(folder, generatedName(extension), data, originalName),
    async remove(storedPath) {
      if (storedPath) await db.query(`DELETE FROM stored_files WHERE path = $1`, [storedPath.replace(/^\/+/, '')]);
    },
    async read(folder, name) {
      if (!STORED_NAME.test(name)) return null;
      const [file] = await db.query<{ content_type: string; etag: string; data: Uint8Array; original_name: string | null }>(
        `SELECT content_type, etag, data, original_name FROM stored_files WHERE path = $1`,
        [`${folder}/${name}`],
      );
      return file ? { contentType: file.content_type, etag: file.etag, data: Buffer.from(file.data), originalName: file.original_name } : null;
    },
    within: (tx) => databaseFileStore(tx),
  };
}

/**
 * Runs `write` in one transaction with a file store writing through it: a picture and the row that
 * names it (and the removal of the picture it replaces) commit together or not at all.
 */
export function withFiles<T>(db: Database, files: FileStore, write: (tx: Executor, files: FileStore) => Promise<T>): Promise<T> {
  return db.transaction((tx) => write(tx, files.within(tx)));
}

/** Files an earlier version kept in `FILES_DIR` move into the database once (those already there are left alone). */
async function importFilesFromDisk(app: FastifyInstance, root: string): Promise<void> {
  let imported = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(root, folder);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => STORED_NAME.test(name)) : [];
    for (const name of names) {
      const known = await app.db.query(`SELECT 1 FROM stored_files WHERE path = $1`, [`${folder}/${name}`]);
      if (known.length > 0) continue;
      await app.files.put(folder as Folder, name, await fs.promises.readFile(path.join(dir, name)));
      imported += 1;
    }
  }
  if (imported > 0) app.log.info({ imported, from: root }, 'stored files moved from disk into the database');
}

/** `app.files`: stored files in the database, with what a former `FILES_DIR` held imported on start. */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('files', databaseFileStore(app.db));
    if (app.config.filesDir) await importFilesFromDisk(app, app.config.filesDir);
  },
  { name: 'files', dependencies: ['db'], fastify: '5.x' },
);

/** A year: a stored name never changes content (new uploads get new names; seed pictures are deterministic). */
const LONG_LIVED = 'public, max-age=31536000, immutable';

/** `/api/product-picture/:name`, `/api/category-picture/:name`, `/api/profile-picture/:name`, `/api/order-photo/:name`; inside the `/api` scope. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  for (const folder of PUBLIC_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/${folder}/:name`, async (request, reply) => {
      const file = await app.files.read(folder, request.params.name);
      if (!file) return reply.code(404).send({ message: 'Not Found' });
      reply
        .header('ETag', file.etag)
        .header('Cache-Control', LONG_LIVED)
        .header('X-Content-Type-Options', 'nosniff')
        // Pictures may be SVG: never let one run script or load anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.data);
    });
  }
}
