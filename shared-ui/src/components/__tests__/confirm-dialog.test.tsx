import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithShell } from '../../testing/render';
import { ConfirmDialog } from '../confirm-dialog';

function DeleteButton({ onConfirm }: { onConfirm(): Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog open={open} title="Hapus produk?" description="LED akan dihapus." onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('draws nothing until asked', () => {
    renderWithShell(<DeleteButton onConfirm={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('runs the action on confirm and closes', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithShell(<DeleteButton onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('LED akan dihapus.');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes without the action on Batal', async () => {
    const onConfirm = jest.fn();
    renderWithShell(<DeleteButton onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
