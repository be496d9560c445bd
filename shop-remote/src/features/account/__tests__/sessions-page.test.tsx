import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionsPage } from '../components/sessions-page';

const at = '2026-11-26T10:00:00.000Z';
const SESSIONS = [
  { _id: 'b'.repeat(24), device: 'Chrome 131 di Linux', ip: '198.51.100.20', created_at: at, last_seen_at: at, current: true },
  { _id: 'a'.repeat(24), device: 'Firefox 132 di Android', ip: '203.0.113.7', created_at: at, last_seen_at: at, current: false },
];

describe('the Sesi Login page', () => {
  it("lists the buyer's sessions through the buyer surface and ends another one there", async () => {
    const { callsTo } = fakeBff({
      'GET /bff/api/account/sessions': { status: 200, body: SESSIONS },
      [`DELETE /bff/api/account/sessions/${'a'.repeat(24)}`]: { status: 200, body: { message: 'Sesi berhasil diakhiri.' } },
    });
    renderWithShell(<SessionsPage />, { route: '/user/sesi-login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesi Login' })).toBeInTheDocument();
    const phone = (await screen.findByText('Alamat IP: 203.0.113.7')).closest('li')!;
    await userEvent.click(within(phone).getByRole('button', { name: /Akhiri sesi/ }));
    expect(callsTo('DELETE', `/bff/api/account/sessions/${'a'.repeat(24)}`)).toHaveLength(1);
  });
});
