import { PAGE_DATA_IDS, pathOf, paymentEndpoints, type PaymentScript } from '@pcb/contract';
import { pageData } from '@pcb/shared-ui';

interface SnapCallbacks {
  onSuccess(result: unknown): void;
  onPending(result: unknown): void;
  onError(result: unknown): void;
  onClose(): void;
}

interface Snap {
  pay(token: string, callbacks: SnapCallbacks): void;
}

declare global {
  interface Window {
    snap?: Snap;
  }
}

/** How the payer left the provider's popup. */
export type PopupOutcome = 'success' | 'pending' | 'error' | 'closed';

/** The simulator's snap.js, same-origin through the BFF's buyer surface (the CSP allows it). */
export const SNAP_SCRIPT_URL = `/bff/api/${pathOf(paymentEndpoints.paymentSimulatorScript)}`;

/** A real provider's snap.js with its client key when the BFF was configured with one, else the simulator's. */
export function snapScript(): PaymentScript | { src: string; clientKey?: undefined } {
  return pageData<PaymentScript>(PAGE_DATA_IDS.paymentScript) ?? { src: SNAP_SCRIPT_URL };
}

let loading: Promise<Snap> | undefined;

/** Loads snap.js the first time a payment opens, once per page; a failed load may be tried again. */
function loadSnap(): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= new Promise<Snap>((resolve, reject) => {
    const { src, clientKey } = snapScript();
    const script = document.createElement('script');
    script.src = src;
    if (clientKey) script.dataset.clientKey = clientKey;
    script.async = true;
    script.onload = () => (window.snap ? resolve(window.snap) : reject(new Error('snap.js tidak menyediakan window.snap')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('snap.js gagal dimuat'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens the provider's popup with the token and resolves with how the payer left it. */
export async function openPopup(token: string): Promise<PopupOutcome> {
  const snap = await loadSnap();
  return new Promise((resolve) =>
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: () => resolve('error'),
      onClose: () => resolve('closed'),
    }),
  );
}

/** Leaves the shop for the provider's payment page (the redirect flow). An object, so tests can watch it. */
export const browser = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};
