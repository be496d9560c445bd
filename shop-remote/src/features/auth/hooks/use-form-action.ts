import { shopToast, useNavigate } from '@pcb/shared-ui';
import { useState } from 'react';

/**
 * A form's submit: the first broken client-side rule is shown instead of sending; otherwise the
 * action runs with a pending flag for the spinner, and a failure is shown as an error toast with
 * the client's message (errors joined with ` | `, else the server's message).
 */
export function useFormAction() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run(problem: string | undefined, action: () => Promise<void>) {
    if (problem) {
      shopToast({ type: 'error', title: problem });
      return;
    }
    setPending(true);
    try {
      await action();
    } catch (error) {
      shopToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  }

  /** Success: its toast, then the next screen. */
  function finish(message: string, to: string) {
    shopToast({ type: 'success', title: message });
    navigate(to);
  }

  return { pending, run, finish };
}
