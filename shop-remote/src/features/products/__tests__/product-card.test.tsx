import type { Product } from '@pcb/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithShell, aProduct } from '@pcb/shared-ui/testing';
import { ProductCard } from '../components/product-card';

function showCard(overrides: Partial<Product> = {}, action?: ReactNode) {
  const product = aProduct({ product_name: 'Arduino Uno R3', harga: 185000, description: 'Papan mikrokontroler', ...overrides });
  renderWithShell(<ProductCard product={product} action={action} />);
  return { product, card: screen.getByRole('article', { name: 'Arduino Uno R3' }) };
}

describe('ProductCard', () => {
  it('shows the picture through the BFF, the name, the price in rupiah and the description', () => {
    const { product, card } = showCard();
    expect(within(card).getByRole('img', { name: 'Arduino Uno R3' })).toHaveAttribute('src', `/bff/files/${product.picture_url}`);
    expect(within(card).getByRole('heading', { name: 'Arduino Uno R3' })).toBeInTheDocument();
    expect(within(card).getByText('Rp. 185.000')).toBeInTheDocument();
    expect(within(card).getByText('Papan mikrokontroler')).toBeInTheDocument();
  });

  it.each([
    [25, 'Stok: 25', 'high'],
    [11, 'Stok: 11', 'high'],
    [10, 'Stok: 10', 'low'],
    [1, 'Stok: 1', 'low'],
    [0, 'Stok: Habis', 'out'],
  ])('shows stock %i as "%s" at the %s level', (stock, text, level) => {
    const { card } = showCard({ stock });
    expect(within(card).getByText(text)).toHaveAttribute('data-level', level);
  });

  it('links the Detail button to the product detail page', () => {
    const { product, card } = showCard();
    expect(within(card).getByRole('link', { name: 'Detail Arduino Uno R3' })).toHaveAttribute('href', `/product/detail/${product._id}`);
  });

  it('shows the same read-only rating of 4.5 out of 5 for every product', () => {
    const { card } = showCard();
    const rating = within(card).getByRole('img', { name: 'Rating 4.5 dari 5' });
    const stars = Array.from(rating.children);
    expect(stars).toHaveLength(5);
    expect(stars.slice(0, 4).every((star) => star.getAttribute('fill') === 'currentColor')).toBe(true);
    expect(stars[4].querySelectorAll('svg')).toHaveLength(2);
    expect(rating.querySelector('input, [role="radio"]')).toBeNull();
  });

  it('shows the action it is given next to the Detail button', () => {
    const { card } = showCard({}, <button type="button">Tambah</button>);
    expect(within(card).getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
  });
});
