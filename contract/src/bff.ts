import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_PATH_ROOTS, BFF_PREFIX, RELEASE_STORE } from './platform';
import { SessionStage } from './two-factor';

/**
 * The BFF's own answers (not the upstream's): what the UIs learn about the two sessions and
 * where the remotes are. The BFF serialises with these schemas; shared-ui reads the types.
 */
export const UserSession = Type.Object({ username: Type.String(), exp: Type.Integer() });
export const AdminSession = Type.Object({ exp: Type.Integer(), stage: Type.Optional(SessionStage) });

export const SessionInfo = Type.Object({
  user: Type.Union([UserSession, Type.Null()]),
  admin: Type.Union([AdminSession, Type.Null()]),
  /** A session-ended message, handed over once per role. */
  message: Type.Object({ user: Type.Optional(Type.String()), admin: Type.Optional(Type.String()) }),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const RemoteName = Type.Union([Type.Literal('shop'), Type.Literal('admin')]);
export type RemoteName = Static<typeof RemoteName>;

/** The remote that draws a page: the shell loads it, the BFF preloads its scripts. The shop remote owns every path but the back-office's. */
export function remoteForPath(pathname: string): RemoteName {
  return ADMIN_PATH_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`)) ? 'admin' : 'shop';
}

export const RemotesManifest = Type.Object({
  remotes: Type.Array(
    Type.Object({
      name: RemoteName,
      entry: Type.String(),
      /** The live release the entry belongs to (none: a remote served outside the release store, webpack's dev server). */
      release: Type.Optional(Type.String()),
      /** Why the page must not load this release (a need the shell or the BFF cannot meet); the shell shows its fallback instead. */
      refused: Type.Optional(Type.String()),
    }),
  ),
});
export type RemotesManifest = Static<typeof RemotesManifest>;

/** Where the shell reports a remote's failure in the page, by release: a canary is judged on these (docs/releases.md). */
export const RELEASE_REPORT_PATH = `${BFF_PREFIX}/release-reports`;

export const ReleaseReport = Type.Object(
  {
    remote: RemoteName,
    release: Type.String({ pattern: RELEASE_STORE.releaseId.source }),
    /** An error thrown in the page, or a chunk of the remote that did not load. */
    kind: Type.Union([Type.Literal('page-error'), Type.Literal('chunk-error')]),
  },
  { additionalProperties: false },
);
export type ReleaseReport = Static<typeof ReleaseReport>;

export const SESSION_ENDED_MESSAGE = 'Sesi Anda telah berakhir. Silakan login kembali.';

/**
 * Page data the BFF writes into the shell's `index.html` as JSON blocks (they run nothing, so the
 * CSP needs no exception): the remotes' addresses, the sessions (what `GET /bff/session` answers,
 * saving the page that round trip), and a real payment provider's script.
 */
export const PAGE_DATA_IDS = { remotes: 'pcb-remotes', session: 'pcb-session', paymentScript: 'pcb-payment-script' } as const;

/** A real provider's popup script (Midtrans' snap.js) and the client key it is loaded with; absent for the simulator. */
export interface PaymentScript {
  src: string;
  clientKey: string;
}
