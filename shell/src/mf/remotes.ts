import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PAGE_DATA_IDS, type RemoteName, type RemotesManifest } from '@pcb/contract';
import { bff, pageData } from '@pcb/shared-ui';
import type { ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeout-plugin';

export interface RemoteModule {
  default: ComponentType;
  /** Settles once what the app's first render needs has loaded (the chunk of the page the visitor opened). */
  ready?: Promise<unknown>;
}

/** What each remote exposes: one app component that renders its own `<Routes>`. */
const EXPOSED_APP: Record<RemoteName, string> = { shop: 'shop/ShopApp', admin: 'admin/AdminApp' };

let registration: Promise<void> | undefined;

/** The remote list the BFF wrote into the page, if it did (webpack's dev server does not). */
function remotesInPage(): RemotesManifest | undefined {
  const manifest = pageData<Partial<RemotesManifest>>(PAGE_DATA_IDS.remotes);
  return Array.isArray(manifest?.remotes) ? (manifest as RemotesManifest) : undefined;
}

async function fetchAndRegister(): Promise<void> {
  // The list of remotes is part of loading a remote: the same 120 s as their entries.
  const manifest = remotesInPage() ?? (await bff.request<RemotesManifest>('GET', '/bff/remotes', { timeoutMs: REMOTE_LOAD_TIMEOUT_MS }));
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
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

const loadedApps = new Map<RemoteName, RemoteModule>();

/** Loads a remote's app; rejects when the remote list, the remote's entry or its chunks cannot be loaded. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  await registerRemotesOnce();
  const module = await loadRemote<RemoteModule>(EXPOSED_APP[name]);
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
