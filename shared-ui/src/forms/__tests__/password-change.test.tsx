import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing/render';
import { PasswordChangeForm, passwordChangeProblem } from '../password-change';

describe('PasswordChangeForm', () => {
  it('titles the screen and sends old, new and confirmation', async () => {
    const onSubmit = jest.fn();
    renderWithShell(<PasswordChangeForm title="Change Password" pending={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password Lama/), 'lama123');
    await userEvent.type(screen.getByLabelText(/^Password Baru/), 'baru123');
    await userEvent.type(screen.getByLabelText(/^Konfirmasi Password Baru/), 'baru123');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ oldPassword: 'lama123', newPassword: 'baru123', confirmation: 'baru123' });
  });

  it('names a mismatch with the spec text', () => {
    expect(passwordChangeProblem({ oldPassword: 'a', newPassword: 'b', confirmation: 'c' })).toBe('Password baru dan konfirmasi password tidak cocok!');
    expect(passwordChangeProblem({ oldPassword: 'a', newPassword: 'b', confirmation: 'b' })).toBeUndefined();
  });
});
