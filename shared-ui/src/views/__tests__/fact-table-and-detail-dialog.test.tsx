import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DetailDialog } from '../../overlays/detail-dialog';
import { renderWithShell } from '../../testing/render';
import { FactTable } from '../fact-table';

function Detail() {
  const [open, setOpen] = useState(true);
  return (
    <DetailDialog open={open} title="Detail Transaksi" onClose={() => setOpen(false)} actions={<button>Cetak</button>}>
      <FactTable
        caption="Informasi Pesanan"
        facts={[
          { label: 'Kurir', value: 'jne' },
          { label: 'Resi', value: 'Data tidak tersedia' },
        ]}
      />
    </DetailDialog>
  );
}

describe('DetailDialog with a FactTable', () => {
  it('titles the modal, lists each fact on its own row, and offers its actions beside Tutup', async () => {
    renderWithShell(<Detail />);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi' });
    const facts = within(dialog).getByRole('table', { name: 'Informasi Pesanan' });
    expect(within(facts).getByRole('row', { name: 'Kurir jne' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: 'Resi Data tidak tersedia' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cetak' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
