import { remoteForPath } from './bff';

describe('remoteForPath', () => {
  it.each(['/admin-login', '/admin', '/admin/dashboard', '/admin/dataProduct/updateProduct/7', '/payment-detail/0123456789abcdef01234567'])(
    'gives %s to the admin remote',
    (path) => expect(remoteForPath(path)).toBe('admin'),
  );

  it.each(['/', '/product', '/login', '/keranjang', '/administrator', '/admin-loginx', '/payment-details', '/unknown'])('gives %s to the shop remote', (path) =>
    expect(remoteForPath(path)).toBe('shop'),
  );
});
