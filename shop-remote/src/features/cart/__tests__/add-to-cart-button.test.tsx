import { useSession } from '@pcb/shared-ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff } from '../../../testing/fake-bff';
import { aProduct } from '../../../testing/products';
import { renderWithShell } from '../../../testing/render';
import { AddToCartButton } from '../components/add-to-cart-button';

describe('AddToCartButton', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: null })));

  it('cannot be pressed when the product is out of stock', () => {
    renderWithShell(<AddToCartButton product={aProduct({ product_name: 'LED Merah', stock: 0 })} />);
    expect(screen.getByRole('button', { name: 'Tambah LED Merah ke keranjang' })).toBeDisabled();
  });

  it('asks a signed-out visitor to log in first and sends nothing', async () => {
    const { calls } = fakeBff({});
    renderWithShell(<AddToCartButton product={aProduct({ product_name: 'LED Merah', stock: 3 })} />, { toasts: true });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah LED Merah ke keranjang' }));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
