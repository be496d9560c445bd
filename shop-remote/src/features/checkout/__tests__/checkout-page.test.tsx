import type { CartItem, Product, ShippingService } from '@pcb/contract';
import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell, type FakeAnswer, aProduct } from '@pcb/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAccount } from '../../../testing/account';
import { anAssemblyRequest } from '../../../testing/custom-requests';
import { anOrder } from '../../../testing/orders';
import { CheckoutPage } from '../components/checkout-page';

function aCartItem(product: Product, quantity: number): CartItem {
  return {
    _id: product._id.replace(/^0/, 'f'),
    id_user: 'b'.repeat(24),
    id_product: product,
    quantity,
    create_at: product.create_at,
    update_at: product.update_at,
  };
}

const pcb = aCartItem(aProduct({ product_name: 'PCB FR4 10x10', harga: 50000 }), 2);
const led = aCartItem(aProduct({ product_name: 'LED Merah', harga: 1500 }), 4);
const notChosen = aCartItem(aProduct({ product_name: 'Relay 5V', harga: 12000 }), 1);

const JNE: ShippingService[] = [
  { name: 'JNE', code: 'jne', service: 'REG', description: 'Layanan Reguler', cost: 9000, etd: '2-3 day' },
  { name: 'JNE', code: 'jne', service: 'YES', description: 'Yakin Esok Sampai', cost: 18000, etd: '1 day' },
];
const quoted = (data: ShippingService[]): FakeAnswer => ({ status: 200, body: { meta: { message: 'ok', code: 200, status: 'success' }, data } });

const COST = 'GET /bff/api/service/raja-ongkir/calculate-cost';
type Handlers = Parameters<typeof fakeBff>[0];

function showCheckout(route: string, extra: Handlers = {}) {
  const bff = fakeBff({
    'GET /bff/api/cart': { status: 200, body: [pcb, led, notChosen] },
    'GET /bff/api/account': { status: 200, body: anAccount() },
    [COST]: quoted(JNE),
    ...extra,
  });
  renderWithShell(<CheckoutPage />, { route, toasts: true });
  return bff;
}

const cartRoute = `/checkout?cart=${pcb._id}&cart=${led._id}`;
const summary = () => screen.getByTestId('checkout-summary');
const chooseCourier = (code: string) => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kurir' }), code);

beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

describe('CheckoutPage: what is ordered', () => {
  it("lists the chosen cart rows with the cart's quantities and prices, and their subtotal", async () => {
    showCheckout(cartRoute);
    const lines = within(await screen.findByRole('region', { name: 'Barang' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['PCB FR4 10x10 × 2Rp. 100.000', 'LED Merah × 4Rp. 6.000']);
    expect(summary()).toHaveTextContent('SubtotalRp. 106.000');
    expect(summary()).toHaveTextContent('TotalRp. 106.000');
  });

  it('orders one approved custom request at its price, quantity 1', async () => {
    const request = anAssemblyRequest({ status: 'disetujui', total_cost: 350000 });
    const { callsTo } = showCheckout(`/checkout?custom=${request._id}`, {
      'GET /bff/api/costom-prototype/api/transaksi': { status: 200, body: [] },
      'GET /bff/api/costom-assembly/api/transaksi': { status: 200, body: [request] },
    });
    const lines = within(await screen.findByRole('region', { name: 'Barang' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Costom Assembly × 1Rp. 350.000']);
    await chooseCourier('jne');
    await screen.findByRole('button', { name: /REG/ });
    expect(decodeURIComponent(callsTo('GET', '/bff/api/service/raja-ongkir/calculate-cost')[0].url)).toContain(
      `product[0][costom_assembly][0][id_request_costom]=${request._id}&product[0][costom_assembly][0][name_request_costom]=Costom Assembly&product[0][costom_assembly][0][quantity]=1`,
    );
  });

  it("charges an approved request's final price, not struck through like a discount", async () => {
    const request = anAssemblyRequest({ status: 'disetujui', total_cost: 112000, final_cost: 185000 });
    showCheckout(`/checkout?custom=${request._id}`, {
      'GET /bff/api/costom-prototype/api/transaksi': { status: 200, body: [] },
      'GET /bff/api/costom-assembly/api/transaksi': { status: 200, body: [request] },
    });
    const [line] = within(await screen.findByRole('region', { name: 'Barang' })).getAllByRole('listitem');
    expect(line).toHaveTextContent('Costom Assembly × 1Rp. 185.000');
    expect(line.querySelector('s')).toBeNull();
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('Rp. 185.000');
  });

  it('refuses a mix of cart products and a custom request, and creates nothing', async () => {
    const { calls } = showCheckout(`/checkout?cart=${pcb._id}&custom=${'d'.repeat(24)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Produk keranjang dan pesanan custom tidak dapat digabung dalam satu transaksi');
    expect(screen.queryByRole('button', { name: 'Buat Pesanan' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('CheckoutPage: address and shipping', () => {
  it('shows the saved address', async () => {
    showCheckout(cartRoute);
    const address = await screen.findByRole('region', { name: 'Alamat Pengiriman' });
    expect(address).toHaveTextContent('Budi Santoso · 081234567890');
    expect(address).toHaveTextContent('BALOI PERMAI, BATAM KOTA, KOTA BATAM, KEPULAUAN RIAU');
  });

  it('sends the buyer to the profile edit with the reason when the address is incomplete, to come back to this checkout', async () => {
    showCheckout(cartRoute, { 'GET /bff/api/account': { status: 200, body: anAccount({ phone: null, address: null }) } });
    expect(
      await screen.findByText(
        'Alamat pengiriman belum lengkap: nomor telepon, provinsi, kota/kabupaten, kecamatan, kelurahan/desa, alamat lengkap belum diisi.',
      ),
    ).toBeInTheDocument();
    const back = new URL(screen.getByRole('link', { name: 'Lengkapi Profil' }).getAttribute('href')!, 'http://shop');
    expect(back.pathname).toBe('/user/profileSettings');
    expect(back.searchParams.get('kembali')).toMatch(/^\/checkout\?cart=/);
    expect(screen.queryByRole('combobox', { name: 'Kurir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  });

  it('offers the couriers jnt, sicepat, jne, lion and pos', async () => {
    showCheckout(cartRoute);
    const select = (await screen.findByRole('combobox', { name: 'Kurir' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value).filter(Boolean)).toEqual(['jnt', 'sicepat', 'jne', 'lion', 'pos']);
  });

  it("shows the courier's services with description, cost and etd, quoted for the lines, after a loading state", async () => {
    let answer = (_quote: FakeAnswer) => undefined as unknown;
    const { callsTo } = showCheckout(cartRoute, { [COST]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await screen.findByRole('combobox', { name: 'Kurir' });
    await chooseCourier('jne');
    expect(await screen.findByText('Memuat layanan pengiriman...')).toBeInTheDocument();
    answer(quoted(JNE));
    const reg = await screen.findByRole('button', { name: /REG/ });
    expect(reg).toHaveTextContent('Layanan Reguler · 2–3 hari');
    expect(reg).toHaveTextContent('Rp. 9.000');
    const url = decodeURIComponent(callsTo('GET', '/bff/api/service/raja-ongkir/calculate-cost')[0].url);
    expect(url).toContain('couriers=jne');
    expect(url).toContain(`product[0][standart][0][id_product]=${pcb.id_product._id}&product[0][standart][0][quantity]=2`);
    expect(url).not.toContain(notChosen.id_product._id);
  });

  it('says when the quote failed and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    showCheckout(cartRoute, { [COST]: () => (fail ? { status: 502, body: { message: 'Layanan ongkos kirim sedang tidak tersedia' } } : quoted(JNE)) });
    await screen.findByRole('combobox', { name: 'Kurir' });
    await chooseCourier('jne');
    expect(await screen.findByText('Layanan ongkos kirim sedang tidak tersedia')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('button', { name: /REG/ })).toBeInTheDocument();
  });

  it('adds the chosen service to the subtotal: subtotal + shipping = total', async () => {
    showCheckout(cartRoute);
    await screen.findByRole('combobox', { name: 'Kurir' });
    await chooseCourier('jne');
    await userEvent.click(await screen.findByRole('button', { name: /YES/ }));
    expect(summary()).toHaveTextContent('SubtotalRp. 106.000Ongkos KirimRp. 18.000TotalRp. 124.000');
  });
});

describe('CheckoutPage: placing the order', () => {
  async function order(extra: Handlers) {
    const bff = showCheckout(cartRoute, extra);
    await screen.findByRole('combobox', { name: 'Kurir' });
    await chooseCourier('jne');
    await userEvent.click(await screen.findByRole('button', { name: /REG/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    return bff;
  }

  it('creates the transaction, says so, refreshes the cart and goes to pay it', async () => {
    const { callsTo } = await order({ 'POST /bff/api/transaction': { status: 201, body: { message: 'Transaction created successfully ', data: anOrder() } } });
    expect(await screen.findByText('Transaction is created!')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/transaction')[0].body).toEqual({
      product: [
        {
          standart: [
            { id_product: pcb.id_product._id, quantity: 2 },
            { id_product: led.id_product._id, quantity: 4 },
          ],
        },
      ],
      expedition: [{ courier: 'jne', shipping_option: 'REG', shipping_cost: 9000 }],
      total_payment: 115000,
      estimated_delivery: '2-3 day',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar'),
    );
    expect(callsTo('GET', '/bff/api/cart').length).toBeGreaterThan(1);
  });

  it("shows a failed order as an alert with the server's message", async () => {
    await order({ 'POST /bff/api/transaction': { status: 409, body: { message: 'Stok LED Merah tidak mencukupi (tersisa 3)' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stok LED Merah tidak mencukupi (tersisa 3)');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });
});
