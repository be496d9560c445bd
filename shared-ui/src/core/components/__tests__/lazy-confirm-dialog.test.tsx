import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../testing/render';
import { useConfirm } from '../lazy-confirm-dialog';

const LAMPS = ['LED', 'Lampu'];

function DeleteButtons({ onDelete }: { onDelete(name: string): Promise<void> | void }) {
  const deletion = useConfirm((name: string) => ({ title: 'Hapus produk?', description: `${name} akan dihapus.` }), onDelete);
  return (
    <>
      {LAMPS.map((name) => (
        <button key={name} onClick={() => deletion.ask(name)}>
          Delete {name}
        </button>
      ))}
      {deletion.dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('draws nothing until asked', () => {
    renderWithShell(<DeleteButtons onDelete={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks about the chosen one, acts on it on confirm, and closes', async () => {
    const onDelete = jest.fn(async () => undefined);
    renderWithShell(<DeleteButtons onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lampu' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Lampu akan dihapus.');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onDelete).toHaveBeenCalledWith('Lampu');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes without acting on Batal, and asks again about another', async () => {
    const onDelete = jest.fn();
    renderWithShell(<DeleteButtons onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete LED' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lampu' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Lampu akan dihapus.');
  });
});
