import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { toaster } from '../../../overlays/toaster';
import { renderWithShell } from '../../../testing/render';
import { scopedKey } from '../query-client';
import { useActionMutation, type ActionOptions } from '../use-action-mutation';

type Vars = { name: string };

function SaveButton(options: Partial<ActionOptions<Vars, string>> & Pick<ActionOptions<Vars, string>, 'action'>) {
  const save = useActionMutation<Vars, string>({ surface: 'admin', failure: { fallback: 'Terjadi Kesalahan' }, ...options });
  const list = useQuery({ queryKey: scopedKey('admin', 'names'), queryFn: options.action.bind(null, { name: 'list' }) });
  return (
    <>
      <p>{`list: ${list.data ?? ''}`}</p>
      <button onClick={() => void save.submit({ name: 'Resistor' })}>Save</button>
    </>
  );
}

const shownToasts = () => toaster.getVisibleToasts().map((t) => ({ title: t.title, type: t.type, duration: t.duration }));

describe('useActionMutation', () => {
  it('stops at the first broken rule with its text and sends nothing', async () => {
    const action = jest.fn(async () => 'ok');
    renderWithShell(<SaveButton action={action} check={() => 'Please fill in all fields'} />, { toasts: true });
    action.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownToasts()).toEqual([{ title: 'Please fill in all fields', type: 'error', duration: 3000 }]));
    expect(action).not.toHaveBeenCalled();
  });

  it('can give a broken rule a title and a line', async () => {
    const action = jest.fn(async () => 'ok');
    renderWithShell(<SaveButton action={action} check={() => ({ title: 'Akses tidak diizinkan', description: 'Silakan login terlebih dahulu.' })} />, {
      toasts: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Akses tidak diizinkan')).toBeInTheDocument();
    expect(screen.getByText('Silakan login terlebih dahulu.')).toBeInTheDocument();
  });

  it('toasts the success with the surface duration, refreshes what changed and tells the screen', async () => {
    let saved = 0;
    const action = jest.fn(async ({ name }: Vars) => (name === 'list' ? `v${saved}` : `saved ${++saved}`));
    const onSuccess = jest.fn();
    renderWithShell(<SaveButton action={action} success={(data) => `Berhasil: ${data}`} invalidates={[scopedKey('admin', 'names')]} onSuccess={onSuccess} />, {
      toasts: true,
    });
    expect(await screen.findByText('list: v0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('list: v1')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ title: 'Berhasil: saved 1', type: 'success', duration: 3000 }]);
    expect(onSuccess).toHaveBeenCalledWith('saved 1', { name: 'Resistor' });
  });

  it('toasts the failure through the screen table', async () => {
    const action = jest.fn(async ({ name }: Vars) => {
      if (name === 'list') return '';
      throw new ApiError(500, {});
    });
    renderWithShell(<SaveButton action={action} failure={{ server: 'Server error.', fallback: 'x' }} />, { toasts: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownToasts()).toEqual([{ title: 'Server error.', type: 'error', duration: 3000 }]));
  });
});
