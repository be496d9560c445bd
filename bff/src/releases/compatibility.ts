import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseManifest } from '@pcb/contract';
import { satisfies } from 'semver';
import { forwardedEndpointNames } from '../proxy/allow-list';

/** What a page served by this BFF gives a remote: the shell's shared modules and the BFF's forwarded endpoints. */
export interface PageProvides {
  /** Shared module → the version the shell provides (`react` → `19.2.9`). */
  shared: Record<string, string>;
  endpoints: ReadonlySet<string>;
}

interface FederationManifest {
  shared?: Array<{ name?: unknown; version?: unknown }>;
}

/** The shared modules a shell build provides, from the mf-manifest.json its build writes (none without a build). */
export async function shellShared(shellDir: string): Promise<Record<string, string>> {
  const manifest = await readManifest(path.join(shellDir, 'mf-manifest.json'));
  return Object.fromEntries(
    (manifest.shared ?? []).flatMap(({ name, version }) => (typeof name === 'string' && typeof version === 'string' ? [[name, version]] : [])),
  );
}

async function readManifest(file: string): Promise<FederationManifest> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export async function pageProvides(shellDir: string): Promise<PageProvides> {
  return { shared: await shellShared(shellDir), endpoints: forwardedEndpointNames() };
}

/** Each need of the release the page cannot meet, as a sentence; none: it may load. */
export function unmetNeeds(release: Pick<ReleaseManifest, 'shared' | 'endpoints'>, provides: PageProvides): string[] {
  const shared = Object.entries(release.shared).flatMap(([name, range]) => {
    const version = provides.shared[name];
    if (version === undefined) return [`${name} ${range} diperlukan, shell tidak menyediakannya`];
    return satisfies(version, range) ? [] : [`${name} ${range} diperlukan, shell menyediakan ${version}`];
  });
  const endpoints = release.endpoints.filter((name) => !provides.endpoints.has(name)).map((name) => `endpoint ${name} tidak diteruskan oleh BFF`);
  return [...shared, ...endpoints];
}
