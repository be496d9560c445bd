import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithShell } from '../../testing/render';
import { FileField, Form, NumberField, PasswordField, SelectField, TextareaField, TextField } from '../fields';

type Values = { name: string; secret: string; price: string; kind: string; note: string; picture: File | null };

function Harness({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Ayu', secret: '', price: '', kind: '', note: '', picture: null } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="name" label="Nama" helperText="Lengkapi nama Anda" />
      <PasswordField name="secret" label="Password" />
      <NumberField name="price" label="Price" />
      <SelectField name="kind" label="Jenis" placeholder="Select an item" options={[{ value: 'a', label: 'Satu' }]} />
      <TextareaField name="note" label="Catatan" />
      <FileField name="picture" label="Gambar" accept="image/*" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('form fields', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('collects every field into the form values, labelled for screen readers', async () => {
    const onSubmit = jest.fn();
    renderWithShell(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nama'));
    await user.type(screen.getByLabelText('Nama'), 'Budi');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.type(screen.getByLabelText('Price'), '1500');
    await user.selectOptions(screen.getByLabelText('Jenis'), 'a');
    await user.type(screen.getByLabelText('Catatan'), 'hati-hati');
    const picture = new File(['png'], 'board.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Gambar'), picture);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Budi', secret: 'rahasia', price: '1500', kind: 'a', note: 'hati-hati', picture });
  });

  it('shows the helper text, the select placeholder and a picture preview', async () => {
    renderWithShell(<Harness onSubmit={jest.fn()} />);
    expect(screen.getByText('Lengkapi nama Anda')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select an item' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Gambar'), new File(['png'], 'p.png', { type: 'image/png' }));
    expect(screen.getByAltText('Pratinjau Gambar')).toHaveAttribute('src', 'blob:preview');
  });

  it('shows and hides the password', async () => {
    renderWithShell(<Harness onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan Password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
