import { Type, type Static } from '@sinclair/typebox';
import { RemoteName } from './bff';

/**
 * What a remote's release declares about itself (its `release.json`, written once when it is
 * published and never changed): who it is, and what the page must give it, checked before it
 * goes live (`npm run promote`) and again before a page loads it.
 */
export const ReleaseManifest = Type.Object({
  remote: RemoteName,
  /** `20261124-004512-3f9a1c2b`: the build time, then a hash of the release's files. */
  id: Type.String(),
  builtAt: Type.String({ format: 'date-time' }),
  /** The git commit it was built from, with `-dirty` when the work tree had changes. */
  commit: Type.String(),
  /** Each shared module it consumes and the version range it accepts (`react` → `^19.2.9`). */
  shared: Type.Record(Type.String(), Type.String()),
  /** The contract endpoints it calls, by their names in the contract's table (`listProducts`). */
  endpoints: Type.Array(Type.String()),
  /** The size of its build's files, source maps and precompressed copies included. */
  bytes: Type.Integer({ minimum: 0 }),
});
export type ReleaseManifest = Static<typeof ReleaseManifest>;

/** A release served to a share of browser sessions beside the live one, until it is judged (docs/releases.md). */
export const Canary = Type.Object({
  release: Type.String(),
  /** The share of sessions, in whole percent, that get it. */
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  /** When it began: part of each session's draw, so a new canary draws its sessions afresh. */
  startedAt: Type.String({ format: 'date-time' }),
});
export type Canary = Static<typeof Canary>;

/** The live pointer of one remote: which release new pages load, and the ones live before it (for rollback). */
export const LivePointer = Type.Object({
  /** Increases by one with every change; the compare-and-swap's expected value. 0: nothing published live yet. */
  version: Type.Integer({ minimum: 0 }),
  live: Type.Union([Type.String(), Type.Null()]),
  /** Earlier live releases, the most recent last: `rollback` returns to the last one. */
  history: Type.Array(Type.String()),
  changedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The release on trial, if any (absent in pointers written before canaries). */
  canary: Type.Optional(Type.Union([Canary, Type.Null()])),
});
export type LivePointer = Static<typeof LivePointer>;

/** What a remote's server answers at `/live.json`: the pointer, the live release's manifest and the canary's. */
export const LiveRelease = Type.Object({
  pointer: LivePointer,
  release: Type.Union([ReleaseManifest, Type.Null()]),
  canaryRelease: Type.Optional(Type.Union([ReleaseManifest, Type.Null()])),
});
export type LiveRelease = Static<typeof LiveRelease>;
