import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '../../../testing/fake-response';
import { renderWithShell } from '../../../testing/render';
import { SessionEndedBanner } from '../session-ended-banner';
import { useSession } from '../session-store';
import { useSignOut } from '../use-sign-out';

const ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

function SignOutButton() {
  const signOut = useSignOut('admin', '/admin-login');
  return <button onClick={() => void signOut()}>Logout</button>;
}

describe('useSignOut', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    act(() => useSession.setState({ user: { username: 'ayu', exp: 2e9 }, admin: { exp: 2e9 } } as never));
  });

  it("ends only that role's session through its own BFF route and leaves for the login page", async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { user: { username: 'ayu', exp: 2e9 }, admin: null, message: {} }));
    renderWithShell(<SignOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-login'));
    expect(fetchMock.mock.calls[0][0]).toBe('/bff/admin/logout');
    expect(useSession.getState().admin).toBeNull();
    expect(useSession.getState().user).toEqual({ username: 'ayu', exp: 2e9 });
  });

  it('signs the page out even when the answer is lost', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<SignOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useSession.getState().admin).toBeNull());
  });
});

describe('SessionEndedBanner', () => {
  it('shows the pending message once, taking it from the store', () => {
    act(() => useSession.setState({ message: { admin: ENDED } }));
    renderWithShell(<SessionEndedBanner role="admin" />);
    expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
    expect(useSession.getState().message.admin).toBeUndefined();
  });

  it('also shows a message that arrives while the login screen is open', () => {
    act(() => useSession.setState({ message: {} }));
    renderWithShell(<SessionEndedBanner role="user" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useSession.setState({ message: { user: ENDED } }));
    expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
  });
});
