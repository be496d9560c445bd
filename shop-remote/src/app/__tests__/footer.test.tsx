import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { Footer, TEAM_CREDIT } from '../layout/footer';

describe('Footer', () => {
  it('gives the tagline, phone, e-mail and campus address', () => {
    renderWithShell(<Footer />);
    expect(screen.getByText(/Toko PCB online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+62 778 469 856' })).toHaveAttribute('href', 'tel:+62778469856');
    expect(screen.getByRole('link', { name: 'pcb@polibatam.ac.id' })).toHaveAttribute('href', 'mailto:pcb@polibatam.ac.id');
    expect(screen.getByText('Politeknik Negeri Batam, Jl. Ahmad Yani, Batam Centre, Batam 29461')).toBeInTheDocument();
  });

  it('links the social-media icons, each with a name', () => {
    renderWithShell(<Footer />);
    for (const name of ['Instagram', 'Facebook', 'YouTube']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('credits the student team in a tooltip that opens 100 ms after the pointer arrives', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithShell(<Footer />);
    await user.hover(screen.getByText(/© \d{4} PCB Polibatam/));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.queryByText(TEAM_CREDIT)).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60));
    expect(screen.getByText(TEAM_CREDIT)).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows the credit to keyboard users when the copyright line gets focus', async () => {
    renderWithShell(<Footer />);
    const copyright = screen.getByText(/© \d{4} PCB Polibatam/);
    for (let i = 0; i < 10 && document.activeElement !== copyright; i++) await userEvent.tab();
    expect(copyright).toHaveFocus();
    expect(await screen.findByText(TEAM_CREDIT)).toBeInTheDocument();
  });
});
