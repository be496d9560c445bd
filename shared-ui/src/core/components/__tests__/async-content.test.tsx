import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { renderWithShell } from '../../../testing/render';
import { AsyncContent } from '../async-content';

function Products({ load }: { load(): Promise<string[]> }) {
  const query = useQuery({ queryKey: ['public', 'names'], queryFn: load });
  return (
    <AsyncContent query={query} failure={{ server: 'Server error.', fallback: 'Failed to load products' }} emptyText="No products found.">
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

describe('AsyncContent', () => {
  it('spins while loading, then shows the content', async () => {
    renderWithShell(<Products load={async () => ['Resistor']} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Resistor')).toBeInTheDocument();
  });

  it('keeps the spinner until the other loads it waits for have answered or failed', async () => {
    let answerOther: () => void = () => {};
    function WithOther() {
      const names = useQuery({ queryKey: ['public', 'names'], queryFn: async () => ['Resistor'] });
      const other = useQuery({ queryKey: ['public', 'other'], queryFn: () => new Promise<string>((resolve) => (answerOther = () => resolve('x'))) });
      return (
        <AsyncContent query={names} failure={null} waitFor={[other]}>
          {(list) => <p>{list.join()}</p>}
        </AsyncContent>
      );
    }
    renderWithShell(<WithOther />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Resistor')).not.toBeInTheDocument();
    act(() => answerOther());
    expect(await screen.findByText('Resistor')).toBeInTheDocument();
  });

  it('shows the empty text for an empty list', async () => {
    renderWithShell(<Products load={async () => []} />);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it("shows the failure's text and loads again on retry", async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(502, {})).mockResolvedValueOnce(['Kapasitor']);
    renderWithShell(<Products load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kapasitor')).toBeInTheDocument();
  });

  it('draws an arriving answer in a deferred render, not in the synchronous update that brought it', () => {
    type Query = Parameters<typeof AsyncContent<string[]>>[0]['query'];
    const pending: Query = { status: 'pending', data: undefined, error: null, isFetching: true, refetch: jest.fn() };
    let answer: (query: Query) => void = () => {};
    function Names() {
      const [query, setQuery] = useState(pending);
      answer = setQuery;
      return (
        <AsyncContent query={query} failure={null}>
          {(names) => <p>{names.join()}</p>}
        </AsyncContent>
      );
    }
    renderWithShell(<Names />);
    act(() => {
      flushSync(() => answer({ ...pending, status: 'success', data: ['Resistor'], isFetching: false }));
      expect(screen.queryByText('Resistor')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Resistor')).toBeInTheDocument();
  });
});
