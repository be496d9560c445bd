import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** The folders under the files root; the first three are public, the design folders are not. */
export const PUBLIC_FOLDERS = ['product-picture', 'category-picture', 'profile-picture'] as const;
export const PRIVATE_FOLDERS = ['prototype-design', 'assembly-design'] as const;
export type Folder = (typeof PUBLIC_FOLDERS)[number] | (typeof PRIVATE_FOLDERS)[number];

/** A plain generated name: letters, digits, dash, one extension. Nothing a path can hide in. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,100}\.[a-z0-9]{1,5}$/;

export interface FileStore {
  readonly root: string;
  /** Writes `data` under a generated name; returns the stored path `folder/name` (no leading slash). */
  save(folder: Folder, extension: string, data: Buffer | string): Promise<string>;
  /** Writes under a fixed name (seed pictures); returns `folder/name`. */
  put(folder: Folder, name: string, data: Buffer | string): Promise<string>;
  /** Removes a stored file given its stored path; missing files and foreign paths are ignored. */
  remove(storedPath: string | null | undefined): Promise<void>;
  /** The absolute location of `folder/name`, or null when the name is not a plain stored name. */
  locate(folder: Folder, name: string): string | null;
}

export function generatedName(extension: string): string {
  return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${extension}`;
}

function createFileStore(root: string): FileStore {
  for (const folder of [...PUBLIC_FOLDERS, ...PRIVATE_FOLDERS]) fs.mkdirSync(path.join(root, folder), { recursive: true });
  const locate = (folder: Folder, name: string) => (STORED_NAME.test(name) ? path.join(root, folder, name) : null);
  const put = async (folder: Folder, name: string, data: Buffer | string) => {
    const target = locate(folder, name);
    if (!target) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
    await fs.promises.writeFile(target, data);
    return `${folder}/${name}`;
  };
  return {
    root,
    locate,
    put,
    save: (folder, extension, data) => put(folder, generatedName(extension), data),
    async remove(storedPath) {
      if (!storedPath) return;
      const [folder, name, ...rest] = storedPath.replace(/^\/+/, '').split('/');
      if (rest.length > 0) return;
      const known = [...PUBLIC_FOLDERS, ...PRIVATE_FOLDERS] as readonly string[];
      if (!known.includes(folder)) return;
      const target = locate(folder as Folder, name ?? '');
      if (target) await fs.promises.rm(target, { force: true });
    },
  };
}

/**
 * Stored files under `FILES_DIR` (a temporary folder for in-memory runs) and the public static
 * routes `/api/product-picture/*`, `/api/category-picture/*`, `/api/profile-picture/*`.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    const configured = app.config.filesDir;
    const root = configured ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-api-files-'));
    const store = createFileStore(root);
    app.decorate('files', store);
    if (!configured) {
      app.addHook('onClose', async () => {
        await fs.promises.rm(root, { recursive: true, force: true });
      });
    }
  },
  { name: 'files', dependencies: ['db'], fastify: '5.x' },
);

/** The static picture folders; registered inside the `/api` scope. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  for (const folder of PUBLIC_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(app.files.root, folder),
      prefix: `/${folder}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1h',
      setHeaders(reply) {
        reply.header('X-Content-Type-Options', 'nosniff');
        // Pictures may be SVG: never let one run script or load anything.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
}
