import { useLocation, useNavigate } from '@pcb/shared-ui';
import { useEffect, useRef } from 'react';
import { orderToPay } from '../../../lib/order-filters';

/** Starts the payment the checkout asked for, once, and forgets the request (a reload does not pay again). */
export function usePayOnArrival(pay: (id: string) => unknown) {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef<string | undefined>(undefined);
  const id = orderToPay(location.state);

  useEffect(() => {
    if (!id || started.current === id) return;
    started.current = id;
    navigate(location.pathname + location.search, { replace: true, state: null });
    void pay(id);
  }, [id, pay, navigate, location.pathname, location.search]);
}
