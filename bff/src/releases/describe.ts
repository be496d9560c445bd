import { createHash } from 'node:crypto';
import { endpoints, type ReleaseManifest, type RemoteName } from '@pcb/contract';
import { ReleaseError, type BuildFile } from './store';

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

function federationManifest(files: BuildFile[]): FederationManifest {
  const manifest = files.find((file) => file.path === 'mf-manifest.json');
  if (!manifest) throw new ReleaseError('Folder itu bukan build remote: tidak ada mf-manifest.json.');
  return JSON.parse(manifest.content.toString('utf8')) as FederationManifest;
}

/** A remote's production build (readBuild), described as a release: its id, origin and needs. */
export function describeBuild(files: BuildFile[], remote: RemoteName, origin: { commit: string; builtAt: Date }): Omit<ReleaseManifest, 'bytes'> {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update(file.content);
  const scripts = files
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.content.toString('utf8'))
    .join('');
  return {
    remote,
    id: `${stamp(origin.builtAt)}-${hash.digest('hex').slice(0, 8)}`,
    builtAt: origin.builtAt.toISOString(),
    commit: origin.commit,
    shared: sharedNeeds(federationManifest(files)),
    endpoints: calledEndpoints(scripts),
  };
}
