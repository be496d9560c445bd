import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';
import type { ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeout-plugin';

export type RemoteModule = { default: ComponentType };

/** What each remote exposes: one app component that renders its own `<Routes>`. */
const EXPOSED_APP: Record<RemoteName, string> = { shop: 'shop/ShopApp', admin: 'admin/AdminApp' };

let registration: Promise<void> | undefined;

async function fetchAndRegister(): Promise<void> {
  // The list of remotes is part of loading a remote: the same 120 s as their manifests and entries.
  const manifest = await bff.request<RemotesManifest>('GET', '/bff/remotes', { timeoutMs: REMOTE_LOAD_TIMEOUT_MS });
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Registers the remotes from the BFF's manifest once; a failed attempt is forgotten so a retry asks again. */
export function registerRemotesOnce(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** Loads a remote's app; rejects when the manifest, the remote's entry or its chunks cannot be loaded. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  await registerRemotesOnce();
  const module = await loadRemote<RemoteModule>(EXPOSED_APP[name]);
  if (!module?.default) throw new Error(`Remote "${name}" did not provide its app`);
  return module;
}
