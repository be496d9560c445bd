import { Suspense, lazy } from 'react';
import { create } from 'zustand';

/** Spec: toasts last 2000 ms on the shop pages and 3000 ms in the admin area. */
export const SHOP_TOAST_MS = 2000;
export const ADMIN_TOAST_MS = 3000;

export interface ToastMessage {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
}

// The toast machine and its renderer are Zag code no first paint needs: they load with the first toast.
const loadToasts = () => import('../../overlays/toaster');
const LazyToastRenderer = lazy(() => loadToasts().then((m) => ({ default: m.ToastRenderer })));
const useToastsWanted = create<boolean>(() => false);

async function show(message: ToastMessage, duration: number): Promise<void> {
  useToastsWanted.setState(true, true);
  const { toaster } = await loadToasts();
  toaster.create({ type: 'info', ...message, duration, closable: true });
}

export const shopToast = (message: ToastMessage) => show(message, SHOP_TOAST_MS);
export const adminToast = (message: ToastMessage) => show(message, ADMIN_TOAST_MS);

/** Rendered once, by the shell (or a remote's stand-alone page); draws nothing until a toast is shown. */
export function Toaster() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastRenderer />
    </Suspense>
  );
}
