import { render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { Loading } from '../loading';
import { StockText } from '../stock-text';

const renderInTheme = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>);

describe('StockText', () => {
  it.each([
    [25, 'Stok: 25', 'high'],
    [4, 'Stok: 4', 'low'],
    [0, 'Stok: Habis', 'out'],
  ])('shows stock %i as "%s" at the %s level', (stock, text, level) => {
    renderInTheme(<StockText stock={stock} />);
    expect(screen.getByText(text)).toHaveAttribute('data-level', level);
  });
});

describe('Loading', () => {
  it('announces that the page is loading', () => {
    renderInTheme(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
