import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { renderWithShell } from '../../testing/render';
import { AsyncContent } from '../async-content';

function Products({ load }: { load(): Promise<string[]> }) {
  const query = useQuery({ queryKey: ['public', 'names'], queryFn: load });
  return (
    <AsyncContent query={query} failure={{ server: 'Server error.', fallback: 'Failed to load products' }} emptyText="No products found.">
      {(names) => <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>}
    </AsyncContent>
  );
}

describe('AsyncContent', () => {
  it('spins while loading, then shows the content', async () => {
    renderWithShell(<Products load={async () => ['Resistor']} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Resistor')).toBeInTheDocument();
  });

  it('shows the empty text for an empty list', async () => {
    renderWithShell(<Products load={async () => []} />);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it("shows the failure's text and loads again on retry", async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(502, {}, 'x')).mockResolvedValueOnce(['Kapasitor']);
    renderWithShell(<Products load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kapasitor')).toBeInTheDocument();
  });
});
