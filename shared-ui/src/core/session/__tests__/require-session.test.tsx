import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../components/app-providers';
import { LocationDisplay } from '../../../testing/render';
import { RequireSession } from '../require-session';
import { useSession, type Role } from '../session-store';

function showGuardedPage(role: Role, route = '/rahasia') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<RequireSession role={role} loginPath="/masuk" />}>
            <Route path="/rahasia" element={<p>Halaman rahasia</p>} />
          </Route>
          <Route path="/masuk" element={<p>Halaman login</p>} />
        </Routes>
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
  );
}

const buyer = { username: 'budi', exp: 2e9 };

describe('RequireSession', () => {
  it('shows the Loading indicator while the stored session is being checked', () => {
    act(() => useSession.setState({ checked: false, user: null, admin: null }));
    showGuardedPage('user');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Halaman rahasia')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login path once the check is done', () => {
    act(() => useSession.setState({ checked: true, user: null, admin: null }));
    showGuardedPage('user');
    expect(screen.getByText('Halaman login')).toBeInTheDocument();
  });

  it('tells the login page to return to the guarded page, with its search and hash', () => {
    act(() => useSession.setState({ checked: true, user: null, admin: null }));
    showGuardedPage('user', '/rahasia?search=pcb+fr4#hasil');
    expect(screen.getByTestId('location')).toHaveTextContent(`/masuk?next=${encodeURIComponent('/rahasia?search=pcb+fr4#hasil')}`);
  });

  it('sends to the plain login path when the session ends on the page (a sign-out, a password change)', () => {
    act(() => useSession.setState({ checked: true, user: buyer, admin: null }));
    showGuardedPage('user', '/rahasia?tab=1');
    expect(screen.getByText('Halaman rahasia')).toBeInTheDocument();
    act(() => useSession.setState({ user: null }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/masuk$/);
  });

  it('shows the page as soon as the check finds a session of that role', () => {
    act(() => useSession.setState({ checked: false, user: null, admin: null }));
    showGuardedPage('user');
    act(() => useSession.setState({ checked: true, user: buyer }));
    expect(screen.getByText('Halaman rahasia')).toBeInTheDocument();
  });

  it('does not let a buyer session open an admin page', () => {
    act(() => useSession.setState({ checked: true, user: buyer, admin: null }));
    showGuardedPage('admin');
    expect(screen.getByText('Halaman login')).toBeInTheDocument();
  });

  it('opens an admin page for an admin session', () => {
    act(() => useSession.setState({ checked: true, user: null, admin: { exp: 2e9 } }));
    showGuardedPage('admin');
    expect(screen.getByText('Halaman rahasia')).toBeInTheDocument();
  });
});
