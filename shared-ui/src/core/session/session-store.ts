import { PAGE_DATA_IDS, TOKEN_EXPIRED_MESSAGE, type SessionInfo } from '@pcb/contract';
import { create } from 'zustand';
import { bff, type BffClient, type BffResponse } from '../api/client';
import { pageData } from '../api/page-data';

export type Role = 'user' | 'admin';

export interface SessionState extends SessionInfo {
  /** True once the sessions are known (the spec's checked flag). */
  checked: boolean;
  /**
   * Once per page: the sessions the BFF wrote into the page, or else (a page it did not serve, such
   * as the development server's) what `GET /bff/session` answers.
   */
  start(): Promise<void>;
  /** Asks the BFF who is signed in; also collects a pending session-ended message. */
  refresh(): Promise<void>;
  /** Ends one role's session in the UI (the BFF already cleared its cookie). */
  end(role: Role): void;
  /** Returns the pending session-ended message of a role once, then forgets it. */
  takeMessage(role: Role): string | undefined;
  signedIn(session: Partial<Pick<SessionInfo, 'user' | 'admin'>>): void;
}

const SIGNED_OUT: SessionInfo = { user: null, admin: null, message: {} };

export function createSessionStore(client: BffClient = bff) {
  const store = create<SessionState>()((set, get) => ({
    ...SIGNED_OUT,
    checked: false,
    async start() {
      const info = pageData<SessionInfo>(PAGE_DATA_IDS.session);
      if (info) known(info);
      else await get().refresh();
    },
    async refresh() {
      try {
        known(await client.request<SessionInfo>('GET', '/bff/session'));
      } catch {
        set({ ...SIGNED_OUT, message: get().message, checked: true });
      }
    },
    end(role) {
      set(role === 'user' ? { user: null } : { admin: null });
      void get().refresh();
    },
    takeMessage(role) {
      const text = get().message[role];
      if (text !== undefined) set((s) => ({ message: { ...s.message, [role]: undefined } }));
      return text;
    },
    signedIn(session) {
      set(session);
    },
  }));

  function known(info: SessionInfo) {
    store.setState((s) => ({ user: info.user, admin: info.admin, message: { ...s.message, ...info.message }, checked: true }));
  }

  client.watch((response) => {
    const role = expiredRole(response);
    if (role && store.getState()[role]) store.getState().end(role);
  });
  return store;
}

/** The role whose session a `401 Unauthorized: Token expired` answer ends, if it is one. */
export function expiredRole({ status, body }: BffResponse): Role | undefined {
  if (status !== 401 || typeof body !== 'object' || body === null) return undefined;
  const { message, role } = body as { message?: unknown; role?: unknown };
  if (message !== TOKEN_EXPIRED_MESSAGE) return undefined;
  return role === 'user' || role === 'admin' ? role : undefined;
}

/** The page's one session store (shared-ui is a singleton across the shell and the remotes). */
export const useSession = createSessionStore();
