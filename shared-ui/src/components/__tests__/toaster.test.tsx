import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { toaster } from '../../overlays/toaster';
import { ADMIN_TOAST_MS, SHOP_TOAST_MS, adminToast, shopToast } from '../toaster';

describe('toaster presets', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    render(<AppProviders>page</AppProviders>);
  });
  afterEach(() => {
    act(() => toaster.remove());
    jest.useRealTimers();
  });

  it('uses the bottom-right corner for every toast', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
  });

  it('shows a shop toast for 2000 ms', async () => {
    act(() => void shopToast({ title: 'Berhasil', type: 'success' }));
    expect(SHOP_TOAST_MS).toBe(2000);
    expect(await screen.findByText('Berhasil')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('chakra-toast__root');
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ duration: 2000 });
  });

  it('shows an admin toast for 3000 ms', async () => {
    act(() => void adminToast({ title: 'Disimpan' }));
    expect(ADMIN_TOAST_MS).toBe(3000);
    expect(await screen.findByText('Disimpan')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ duration: 3000 });
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

  it('removes a shop toast once its 2000 ms have passed', async () => {
    act(() => void shopToast({ title: 'Gone soon' }));
    await screen.findByText('Gone soon');
    act(() => jest.advanceTimersByTime(SHOP_TOAST_MS + 1000));
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});
