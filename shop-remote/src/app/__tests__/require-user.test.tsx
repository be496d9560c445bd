import { useSession } from '@pcb/shared-ui';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '../../testing/render';
import { RequireUser } from '../require-user';

function showCartRoute() {
  renderWithShell(
    <Routes>
      <Route element={<RequireUser />}>
        <Route path="/keranjang" element={<p>Isi keranjang</p>} />
      </Route>
      <Route path="/login" element={<p>Halaman login</p>} />
    </Routes>,
    { route: '/keranjang' },
  );
}

describe('RequireUser', () => {
  it('shows the Loading indicator while the stored session is being checked', () => {
    act(() => useSession.setState({ checked: false, user: null }));
    showCartRoute();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Isi keranjang')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login once the check is done', () => {
    act(() => useSession.setState({ checked: true, user: null }));
    showCartRoute();
    expect(screen.getByText('Halaman login')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the page to a signed-in buyer', () => {
    act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } }));
    showCartRoute();
    expect(screen.getByText('Isi keranjang')).toBeInTheDocument();
  });

  it('shows the page as soon as the check finds a session', () => {
    act(() => useSession.setState({ checked: false, user: null }));
    showCartRoute();
    act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } }));
    expect(screen.getByText('Isi keranjang')).toBeInTheDocument();
  });
});
