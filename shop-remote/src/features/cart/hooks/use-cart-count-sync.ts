import { useSession } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { useCartCount } from './cart-count-store';

/** Reloads the badge whenever a buyer session appears or changes, and clears it on sign-out. */
export function useCartCountSync() {
  const user = useSession((s) => s.user);
  const sessionKey = user ? `${user.username}:${user.exp}` : null;
  useEffect(() => {
    if (sessionKey) void useCartCount.getState().refresh();
    else useCartCount.getState().reset();
  }, [sessionKey]);
}
