import { act, renderHook, screen } from '@testing-library/react';
import { renderWithShell } from '../../../testing/render';
import { useDebouncedValue } from '../use-debounced-value';
import { UnknownStatusNotice } from '../../components/unknown-status-notice';
import { useStatusFilter } from '../use-status-filter';

describe('useDebouncedValue', () => {
  it('gives the new value only once it has stayed for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'le' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'led' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('led');
    jest.useRealTimers();
  });
});

describe('useStatusFilter', () => {
  function Statuses() {
    const statuses = useStatusFilter(['dikirim', 'selesai', 'dibatalkan-pembeli'] as const);
    return <p>{statuses.join(',')}</p>;
  }

  it('reads the repeated status parameters, keeping only known ones in order', () => {
    renderWithShell(<Statuses />, { route: '/transaksi?status=selesai&status=nope&status=dibatalkan-pembeli' });
    expect(screen.getByText('selesai,dibatalkan-pembeli')).toBeInTheDocument();
  });
});

describe('UnknownStatusNotice', () => {
  const KNOWN = ['dikirim', 'selesai'];

  it('says which status values the list ignores, each once', () => {
    renderWithShell(<UnknownStatusNotice known={KNOWN} />, { route: '/transaksi?status=selesai&status=nope&status=lunas&status=nope' });
    expect(screen.getByText('Status tidak dikenal diabaikan: nope, lunas')).toBeInTheDocument();
  });

  it('says nothing when every value is known', () => {
    const { container } = renderWithShell(<UnknownStatusNotice known={KNOWN} />, { route: '/transaksi?status=selesai' });
    expect(container.textContent).toBe('/transaksi?status=selesai');
  });
});
