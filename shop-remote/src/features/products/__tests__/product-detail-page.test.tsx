import { screen } from '@testing-library/react';
import { fakeBff, aProduct } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { ProductDetailPage } from '../components/product-detail-page';

const sensor = aProduct({ product_name: 'Sensor DHT22', harga: 45000, stock: 7, description: 'Sensor suhu dan kelembapan' });

function showDetail(answer: Parameters<typeof fakeBff>[0][string]) {
  fakeBff({ [`GET /bff/api/product/${sensor._id}`]: answer });
  renderWithShell(<ProductDetailPage renderAction={(p) => <button type="button">{`Tambah ${p.product_name}`}</button>} />, {
    route: `/product/detail/${sensor._id}`,
    path: '/product/detail/:id',
  });
}

describe('ProductDetailPage', () => {
  it('shows the picture, name, stock, price, description and the add-to-cart action', async () => {
    showDetail({ status: 200, body: sensor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sensor DHT22' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sensor DHT22' })).toHaveAttribute('src', `/bff/files/${sensor.picture_url}`);
    expect(screen.getByText('Stok: 7')).toHaveAttribute('data-level', 'low');
    expect(screen.getByText('Rp. 45.000')).toBeInTheDocument();
    expect(screen.getByText('Sensor suhu dan kelembapan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Sensor DHT22' })).toBeInTheDocument();
    expect(document.title).toBe('PCB Polibatam | Sensor DHT22');
  });

  it('shows the Loading indicator until the product arrives', async () => {
    showDetail({ status: 200, body: sensor });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat produk...');
    await screen.findByRole('heading', { level: 1 });
  });

  it('shows the server message for an unknown product', async () => {
    showDetail({ status: 404, body: { message: 'Produk tidak ditemukan' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Produk tidak ditemukan');
  });
});
