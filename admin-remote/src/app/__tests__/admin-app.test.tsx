import { screen } from '@testing-library/react';
import { useSession } from '@pcb/shared-ui';
import { fakeBff } from '@pcb/shared-ui/testing';
import { aPaymentDetail } from '../../testing/orders';
import { renderAdminAt } from './render-admin';

describe('the admin routes', () => {
  it('send a visitor without an admin session to /admin-login', async () => {
    useSession.setState({ checked: true, admin: null });
    renderAdminAt('/admin/dashboard');
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin-login');
  });

  it('show the Loading indicator until the first session check has answered', () => {
    useSession.setState({ checked: false, admin: null });
    renderAdminAt('/admin/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard');
  });

  it('open the dashboard for /admin when an admin is signed in', async () => {
    useSession.setState({ checked: true, admin: { exp: 4102444800 } });
    renderAdminAt('/admin');
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin/dashboard');
  });

  it('send an unknown admin path to /404', async () => {
    useSession.setState({ checked: true, admin: { exp: 4102444800 } });
    renderAdminAt('/admin/not-a-page');
    expect(await screen.findByTestId('path')).toHaveTextContent('/404');
  });

  it.each(['/payment-detail', '/payment-detail/a/b', '/admin-login/x'])('send the unknown path %s to /404, signed in or not', async (path) => {
    useSession.setState({ checked: true, admin: null });
    const { unmount } = renderAdminAt(path);
    expect(await screen.findByTestId('path')).toHaveTextContent('/404');
    unmount();
    useSession.setState({ checked: true, admin: { exp: 4102444800 } });
    renderAdminAt(path);
    expect(await screen.findByTestId('path')).toHaveTextContent('/404');
  });

  it.each([
    ['/admin/request-custom?status=admin-review', 'Review File'],
    ['/admin/transaksi?status=diproses', 'Diproses'],
    ['/payment-detail/0123456789abcdef01234567', 'Detail Payment'],
  ])('opens %s for a signed-in admin', async (path, title) => {
    useSession.setState({ checked: true, admin: { exp: 4102444800 } });
    fakeBff({
      'GET /bff/admin/api/admin/request-custom-prototype': { status: 200, body: [] },
      'GET /bff/admin/api/admin/request-custom-assembly': { status: 200, body: [] },
      'GET /bff/admin/api/admin/transaction': { status: 200, body: [] },
      'GET /bff/admin/api/admin/payment-detail/0123456789abcdef01234567': { status: 200, body: aPaymentDetail() },
    });
    renderAdminAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('guards /payment-detail/{id} with the admin session, in this remote', async () => {
    useSession.setState({ checked: true, admin: null });
    renderAdminAt('/payment-detail/0123456789abcdef01234567');
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin-login');
  });
});
