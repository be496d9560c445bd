import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints, type ReleaseManifest, type RemoteName } from '@pcb/contract';
import { buildFiles, ReleaseError } from './store';

interface FederationManifest {
  shared?: Array<{ name?: unknown; requiredVersion?: unknown }>;
}

/** The shared modules the remote consumes and the ranges it accepts, from the mf-manifest.json of its build. */
function sharedNeeds(manifest: FederationManifest): Record<string, string> {
  return Object.fromEntries(
    (manifest.shared ?? []).flatMap(({ name, requiredVersion }) =>
      typeof name === 'string' && typeof requiredVersion === 'string' ? [[name, requiredVersion]] : [],
    ),
  );
}

/**
 * The endpoints the scripts call, by their contract names: those they read by name
 * (`productEndpoints.listProducts`; minifiers keep property names). Not every entry a script carries:
 * a domain table the remote reads comes whole, with entries it never reads (a login the BFF makes
 * itself); and not by path, which a helper may build at run time (the custom requests' tables).
 */
export function calledEndpoints(scripts: string): string[] {
  return Object.keys(endpoints)
    .filter((name) => readsProperty(scripts, name))
    .sort();
}

const IDENTIFIER_PART = /[\w$]/;

/** Whether `scripts` reads `.name` as a whole property name (not `.nameLonger`). */
function readsProperty(scripts: string, name: string): boolean {
  for (let at = scripts.indexOf(`.${name}`); at !== -1; at = scripts.indexOf(`.${name}`, at + 1)) {
    if (!IDENTIFIER_PART.test(scripts.charAt(at + name.length + 1))) return true;
  }
  return false;
}

/** `20261124-004512`: the build time in UTC, so that ids sort by age. */
function stamp(time: Date): string {
  const iso = time.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

async function readFederationManifest(build: string): Promise<string> {
  try {
    return await readFile(path.join(build, 'mf-manifest.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ReleaseError(`${build} bukan build remote: tidak ada mf-manifest.json.`);
  }
}

/** A remote's production build, described as a release: its id, origin and needs. */
export async function describeBuild(build: string, remote: RemoteName, origin: { commit: string; builtAt: Date }): Promise<Omit<ReleaseManifest, 'bytes'>> {
  const files = await buildFiles(build);
  const hash = createHash('sha256');
  let scripts = '';
  for (const file of files) {
    const content = await readFile(path.join(build, file));
    hash.update(file).update(content);
    if (file.endsWith('.js')) scripts += content.toString('utf8');
  }
  const manifest = JSON.parse(await readFederationManifest(build)) as FederationManifest;
  return {
    remote,
    id: `${stamp(origin.builtAt)}-${hash.digest('hex').slice(0, 8)}`,
    builtAt: origin.builtAt.toISOString(),
    commit: origin.commit,
    shared: sharedNeeds(manifest),
    endpoints: calledEndpoints(scripts),
  };
}
