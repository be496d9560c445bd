import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { toaster } from '../../../overlays/toaster';
import { SHOP_TOAST_MS, adminToast, shopToast } from '../lazy-toaster';

describe('toaster presets', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    render(<AppProviders>page</AppProviders>);
  });
  afterEach(() => {
    act(() => toaster.remove());
    jest.useRealTimers();
  });

  it('shows toasts in the bottom-right corner', async () => {
    act(() => void shopToast({ title: 'Di pojok' }));
    const root = (await screen.findByText('Di pojok')).closest('[data-part="root"]') as HTMLElement;
    expect(root.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-end');
  });

  // Spec: toasts last 2000 ms on the shop pages and 3000 ms in the admin area.
  it.each([
    { area: 'shop', show: shopToast, lasts: 2000 },
    { area: 'admin area', show: adminToast, lasts: 3000 },
  ])('keeps a toast in the $area on screen for $lasts ms, then removes it', async ({ show, lasts }) => {
    act(() => void show({ title: 'Berhasil', type: 'success' }));
    expect(await screen.findByText('Berhasil')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('chakra-toast__root');
    act(() => jest.advanceTimersByTime(lasts - 100));
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    // and the 200 ms exit animation
    act(() => jest.advanceTimersByTime(100 + 200 + 100));
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });

  it('draws a progress bar that shrinks over the whole duration of the toast', async () => {
    act(() => void shopToast({ title: 'Progress' }));
    await screen.findByText('Progress');
    const bar = screen.getByTestId('toast-progress');
    expect(getComputedStyle(bar).animationDuration).toBe(`${SHOP_TOAST_MS}ms`);
    expect(getComputedStyle(bar).animationName).toBe('toast-progress');
  });

  it('pauses the toast, and so its progress bar, while the pointer is over it', async () => {
    act(() => void shopToast({ title: 'Hover me' }));
    const root = (await screen.findByText('Hover me')).closest('[data-part="root"]') as HTMLElement;
    fireEvent.mouseMove(root);
    act(() => jest.advanceTimersByTime(SHOP_TOAST_MS * 2));
    expect(root).toHaveAttribute('data-paused');
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });

  it('resumes and closes the toast after the pointer leaves it', async () => {
    act(() => void shopToast({ title: 'Hover me' }));
    const root = (await screen.findByText('Hover me')).closest('[data-part="root"]') as HTMLElement;
    fireEvent.mouseMove(root);
    act(() => jest.advanceTimersByTime(SHOP_TOAST_MS * 2));
    fireEvent.mouseLeave(root.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(SHOP_TOAST_MS + 1000));
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});
