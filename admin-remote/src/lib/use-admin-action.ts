import { useActionMutation, useSession, type ActionOptions } from '@pcb/shared-ui';

/** Spec §6/§8: a write attempted without an admin session. */
export const NOT_SIGNED_IN_TEXT = 'Kamu tidak terountetikasi, silahkan login kembali!';

/**
 * Every back-office write: stops with the spec's text when the admin session is gone, then checks
 * the screen's own rules, and toasts for the admin's 3 000 ms.
 */
export function useAdminAction<Vars = void, Data = unknown>(options: Omit<ActionOptions<Vars, Data>, 'surface'>) {
  return useActionMutation<Vars, Data>({
    ...options,
    surface: 'admin',
    check: (vars) => (useSession.getState().admin ? options.check?.(vars) : NOT_SIGNED_IN_TEXT),
  });
}
