import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, BrowserRouter, Navigate, Route, Routes, useLocation } from '@pcb/shared-ui';
import { NotFoundPage } from '../not-found-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The real browser history: an unknown path is replaced by /404, as both remotes do. */
function renderInBrowserAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/" element={<p>home</p>} />
          <Route path="/product" element={<p>product</p>} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
        <Where />
      </BrowserRouter>
    </AppProviders>,
  );
}

describe('NotFoundPage in the browser', () => {
  it('goes home on Back when an unknown path was the first page opened in the tab', async () => {
    renderInBrowserAt('/payment-detail/a/b');
    expect(await screen.findByText('Halaman tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/404');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('goes back to the previous page of the shop otherwise', async () => {
    renderInBrowserAt('/product');
    act(() => {
      window.history.pushState({ usr: null, key: 'k', idx: 1 }, '', '/nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Halaman tidak ditemukan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('product')).toBeInTheDocument();
  });
});
