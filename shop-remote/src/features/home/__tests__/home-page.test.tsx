import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { HomePage } from '../components/home-page';

function showHome() {
  renderWithShell(<HomePage productSection={<section aria-label="Produk">grid</section>} />);
}

describe('HomePage', () => {
  it('titles the browser tab Home with the product prefix', () => {
    showHome();
    expect(document.title).toBe('PCB Polibatam | Home');
  });

  it('opens with the headline of the hero', () => {
    showHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengalaman Terbaik Membeli PCB' })).toBeInTheDocument();
  });

  it('shows the sections in the order of the spec, the products between the guide and the custom requests', () => {
    showHome();
    const order = [
      screen.getByRole('heading', { name: 'Cara Menggunakan?' }),
      screen.getByRole('region', { name: 'Produk' }),
      screen.getByRole('heading', { name: 'Request Produk Custom' }),
      screen.getByRole('heading', { name: 'Kenapa Memilih PCB Kami?' }),
    ];
    order.slice(1).forEach((el, i) => expect(order[i].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  });

  it('lists the seven steps of the guide in order', () => {
    showHome();
    const guide = screen.getByRole('region', { name: 'Cara Menggunakan?' });
    const steps = within(guide)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(steps).toEqual([
      'Langkah 1: Penawaran Online',
      'Langkah 2: Unggah File PCB',
      'Langkah 3: Tinjauan Pesanan',
      'Langkah 4: Pembayaran',
      'Langkah 5: Produksi',
      'Langkah 6: Pengiriman',
      'Langkah 7: Konfirmasi Penerimaan',
    ]);
  });

  it.each([
    ['Custom Prototype', '/custom-prototype'],
    ['Custom Assembly', '/custom-assembly'],
  ])('offers a %s card whose CUSTOM NOW button goes to %s', (title, href) => {
    showHome();
    const card = screen.getByRole('article', { name: title });
    expect(within(card).getByRole('link', { name: `CUSTOM NOW: ${title}` })).toHaveAttribute('href', href);
    expect(within(card).getByRole('link')).toHaveTextContent('CUSTOM NOW');
  });

  it('gives three reasons to choose the shop: quality, custom design and price', () => {
    showHome();
    const why = screen.getByRole('region', { name: 'Kenapa Memilih PCB Kami?' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kualitas Tinggi', 'Desain Custom', 'Harga Terjangkau']);
  });
});
