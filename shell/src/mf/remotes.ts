import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { LOAD_TIMEOUT_MS, PAGE_DATA_IDS, type RemoteName, type RemotesManifest } from '@pcb/contract';
import { bff, pageData } from '@pcb/shared-ui';
import type { ComponentType } from 'react';

export interface RemoteModule {
  default: ComponentType;
  /** Settles once what the app's first render needs has loaded (the chunk of the page the visitor opened). */
  ready?: Promise<unknown>;
}

/** What each remote exposes: one app component that renders its own `<Routes>`. */
const EXPOSED_APP: Record<RemoteName, string> = { shop: 'shop/ShopApp', admin: 'admin/AdminApp' };

let registration: Promise<void> | undefined;
/** A refused remote's retry asks the BFF, whose list may have changed since the page was written (a rollback). */
let listInPageUsed = false;
/** The remotes the BFF refuses (a need the page cannot meet), with its reason: never registered, never loaded. */
const refusals = new Map<RemoteName, string>();
/** The release of each remote the page was given, as its failures are reported (release-reports.ts). */
const releases = new Map<RemoteName, string>();

/** The remote list the BFF wrote into the page, if it did (webpack's dev server does not). */
function remotesInPage(): RemotesManifest | undefined {
  const manifest = pageData<Partial<RemotesManifest>>(PAGE_DATA_IDS.remotes);
  return Array.isArray(manifest?.remotes) ? (manifest as RemotesManifest) : undefined;
}

async function fetchAndRegister(): Promise<void> {
  const inPage = listInPageUsed ? undefined : remotesInPage();
  listInPageUsed = true;
  // The list of remotes is part of loading a remote: the same 120 s as their entries.
  const manifest = inPage ?? (await bff.request<RemotesManifest>('GET', '/bff/remotes', { timeoutMs: LOAD_TIMEOUT_MS }));
  refusals.clear();
  releases.clear();
  for (const { name, refused, release } of manifest.remotes) {
    if (refused) refusals.set(name, refused);
    if (release) releases.set(name, release);
  }
  registerRemotes(manifest.remotes.filter(({ refused }) => !refused).map(({ name, entry }) => ({ name, entry })));
}

/**
 * Registers the remotes once, from the page or else from `GET /bff/remotes`; a failed attempt is
 * forgotten so a retry asks again.
 */
export function registerRemotesOnce(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** A remote the BFF refused: the page shows its fallback, and the console says why once, as a warning. */
export class RemoteRefused extends Error {}

function refuseIfRefused(name: RemoteName) {
  const reason = refusals.get(name);
  if (!reason) return;
  registration = undefined;
  // A warning, not an error: the page handles it (the fallback) and keeps working.
  console.warn(`Remote "${name}" tidak dimuat: ${reason}`);
  throw new RemoteRefused(`Remote "${name}" refused: ${reason}`);
}

/** The release of the remote the page was given; none before the list is read, or outside the release store. */
export const releaseOfRemote = (name: RemoteName): string | undefined => releases.get(name);

const loadedApps = new Map<RemoteName, RemoteModule>();
/** Failures to load a remote's scripts (its entry or chunks), as opposed to errors its code threw. */
const loadFailures = new WeakSet<object>();

export const isLoadFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (loadFailures.has(error) || (error as Error).name === 'ChunkLoadError');

/** The remote's exposed app, a failure to load it marked as one. */
async function loadExposedApp(name: RemoteName): Promise<RemoteModule | null> {
  try {
    return await loadRemote<RemoteModule>(EXPOSED_APP[name]);
  } catch (error) {
    if (typeof error === 'object' && error !== null) loadFailures.add(error);
    throw error;
  }
}

/** Loads a remote's app; rejects when the remote list, the remote's entry or its chunks cannot be loaded. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  await registerRemotesOnce();
  refuseIfRefused(name);
  const module = await loadExposedApp(name);
  if (!module?.default) throw new Error(`Remote "${name}" did not provide its app`);
  // The app then draws the page in its first render, instead of its own Loading first (which React
  // keeps on screen for at least 300 ms once shown).
  await module.ready;
  loadedApps.set(name, module);
  return module;
}

/** A remote's app that has already loaded: drawn at once, without a Loading indicator first. */
export function loadedRemoteApp(name: RemoteName): RemoteModule | undefined {
  return loadedApps.get(name);
}
