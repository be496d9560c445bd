import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@pcb/contract';
import { renderWithShell } from '../../../testing/render';
import { SessionList, type SessionCalls } from '../session-list';

const at = '2026-11-26T10:00:00.000Z';
const PHONE: ActiveSession = { _id: 'a'.repeat(24), device: 'Firefox 132 di Android', ip: '203.0.113.7', created_at: at, last_seen_at: at, current: false };
const LAPTOP: ActiveSession = { _id: 'b'.repeat(24), device: 'Chrome 131 di Linux', ip: '198.51.100.20', created_at: at, last_seen_at: at, current: true };

function fakeCalls(): jest.Mocked<SessionCalls> {
  let sessions = [LAPTOP, PHONE];
  return {
    list: jest.fn<Promise<ActiveSession[]>, [AbortSignal]>(async () => sessions),
    endOthers: jest.fn(async () => {
      sessions = sessions.filter((s) => s.current);
    }),
    end: jest.fn(async (id: string) => {
      sessions = sessions.filter((s) => s._id !== id);
    }),
  };
}

describe('SessionList', () => {
  it('lists each session with its device and address, this one marked and without an end button', async () => {
    renderWithShell(<SessionList role="user" surface="shop" calls={fakeCalls()} />);
    const laptop = (await screen.findByText(/Chrome 131 di Linux/)).closest('li')!;
    expect(within(laptop).getByText('Perangkat ini')).toBeInTheDocument();
    expect(within(laptop).getByText('Alamat IP: 198.51.100.20')).toBeInTheDocument();
    expect(within(laptop).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Akhiri sesi Firefox 132 di Android' })).toBeInTheDocument();
  });

  it('ends one other session and lists the rest again', async () => {
    const calls = fakeCalls();
    renderWithShell(<SessionList role="user" surface="shop" calls={calls} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Akhiri sesi Firefox 132 di Android' }));
    expect(calls.end.mock.calls[0][0]).toBe(PHONE._id);
    await waitFor(() => expect(screen.queryAllByText(/Firefox 132/)).toHaveLength(0));
  });

  it('asks before "Keluar dari perangkat lain", then ends the others', async () => {
    const calls = fakeCalls();
    renderWithShell(<SessionList role="admin" surface="admin" calls={calls} />);
    await screen.findByText('Alamat IP: 203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Keluar dari perangkat lain' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.endOthers).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keluar dari perangkat lain' }));
    expect(calls.endOthers).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryAllByText(/Firefox 132/)).toHaveLength(0));
  });
});
