import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAssemblyRequest } from '../../../testing/custom-requests';
import { ASSEMBLY_CATALOGUE } from '../../../testing/option-catalogue';
import { AssemblyFormPage } from '../components/assembly-form-page';

const titled = (title: string) => new RegExp(`^${title}\\s*\\*?$`);

function showForm() {
  const bff = fakeBff({
    'GET /bff/api/admin/costom-assembly': { status: 200, body: ASSEMBLY_CATALOGUE },
    'POST /bff/api/costom-assembly/request-costom': { status: 201, body: { message: 'ok', data: anAssemblyRequest() } },
  });
  renderWithShell(<AssemblyFormPage />, { route: '/custom-assembly', toasts: true });
  return bff;
}

describe('the assembly form', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

  it('requires all fourteen fields, with quantity and part counts as numbers', async () => {
    showForm();
    await screen.findByLabelText(titled('Flexible Option'));
    const titles = [
      'Flexible Option',
      'Board Type',
      'Assembly Side',
      'Quantity',
      'Pay Attention',
      'Notes',
      'Number Unik Part',
      'Number SMD Part',
      'Number BGA QFP',
      'Throught Hole',
      'Board To Delivery',
      'Function Test',
      'Cable Wire Harness Assembly',
      'Detail Information',
    ];
    for (const title of titles) expect(screen.getByLabelText(titled(title))).toBeRequired();
    for (const title of ['Quantity', 'Number Unik Part', 'Number SMD Part', 'Number BGA QFP', 'Throught Hole']) {
      expect(screen.getByLabelText(titled(title))).toHaveAttribute('type', 'number');
    }
  });

  it('names the first missing field', async () => {
    showForm();
    await screen.findByLabelText(titled('Flexible Option'));
    await userEvent.selectOptions(screen.getByLabelText(titled('Flexible Option')), 'Turnkey');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText('Mohon pilih "board type"!')).toBeInTheDocument();
  });

  it('prices the chosen options only and submits every field with the total', async () => {
    const { callsTo } = showForm();
    await screen.findByLabelText(titled('Flexible Option'));
    const choices: [string, string][] = [
      ['Flexible Option', 'Turnkey'],
      ['Board Type', 'Panelized'],
      ['Assembly Side', 'Both Sides'],
      ['Pay Attention', 'No'],
      ['Board To Delivery', 'Yes'],
      ['Function Test', 'Yes'],
      ['Cable Wire Harness Assembly', 'No'],
    ];
    for (const [title, option] of choices) await userEvent.selectOptions(screen.getByLabelText(titled(title)), option);
    const typed: [string, string][] = [
      ['Quantity', '10'],
      ['Notes', 'Hati-hati'],
      ['Number Unik Part', '12'],
      ['Number SMD Part', '40'],
      ['Number BGA QFP', '1'],
      ['Throught Hole', '6'],
      ['Detail Information', 'Lihat BOM'],
    ];
    for (const [title, text] of typed) await userEvent.type(screen.getByLabelText(titled(title)), text);
    expect(screen.getByTestId('price-total')).toHaveTextContent('Rp. 140.000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText('Data berhasil dikirim')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/costom-assembly/request-costom')[0].body).toMatchObject({
      quantity: '10',
      number_SMD_part: '40',
      throught_hole: '6',
      total_cost: 140000,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang/costom-product'));
  });
});
