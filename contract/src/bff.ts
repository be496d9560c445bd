import { Type, type Static } from '@sinclair/typebox';

/**
 * The BFF's own answers (not the upstream's): what the UIs learn about the two sessions and
 * where the remotes are. The BFF serialises with these schemas; shared-ui reads the types.
 */
export const UserSession = Type.Object({ username: Type.String(), exp: Type.Integer() });
export const AdminSession = Type.Object({ exp: Type.Integer() });

export const SessionInfo = Type.Object({
  user: Type.Union([UserSession, Type.Null()]),
  admin: Type.Union([AdminSession, Type.Null()]),
  /** A session-ended message, handed over once per role. */
  message: Type.Object({ user: Type.Optional(Type.String()), admin: Type.Optional(Type.String()) }),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const RemoteName = Type.Union([Type.Literal('shop'), Type.Literal('admin')]);
export type RemoteName = Static<typeof RemoteName>;

export const RemotesManifest = Type.Object({
  remotes: Type.Array(Type.Object({ name: RemoteName, entry: Type.String() })),
});
export type RemotesManifest = Static<typeof RemotesManifest>;

export const SESSION_ENDED_MESSAGE = 'Sesi Anda telah berakhir. Silakan login kembali.';
