import { sameSitePath } from '../return-path';

describe('sameSitePath', () => {
  it.each(['/product?search=pcb%20fr4', '/product/detail/abc', '/transaksi?status=dikirim&status=selesai', '/keranjang#atas', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(sameSitePath(path, '/')).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/login',
    'https://evil.com',
    'http://127.0.0.1:3000/product',
    '/\\evil.com',
    '/\t/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'product',
    '',
    null,
    undefined,
  ])('refuses %p for the fallback', (path) => {
    expect(sameSitePath(path, '/')).toBe('/');
  });
});
