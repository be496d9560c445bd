import { renderWithShell } from '@pcb/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { CustomChoicePage } from '../components/custom-choice-page';
import { ProductAssemblyPage } from '../components/product-assembly-page';

describe('/custom', () => {
  it('explains both services, what to prepare and how review works, with a start button for each', () => {
    renderWithShell(<CustomChoicePage />, { route: '/custom' });
    expect(document.title).toBe('PCB Polibatam | Custom Product');
    const prototype = screen.getByRole('article', { name: 'Custom Prototype' });
    expect(within(prototype).getByText(/File Gerber dan drill dalam satu file \.zip/)).toBeInTheDocument();
    expect(within(prototype).getByRole('link', { name: 'Mulai Custom Prototype' })).toHaveAttribute('href', '/custom-prototype');
    const assembly = screen.getByRole('article', { name: 'Custom Assembly' });
    expect(within(assembly).getByText(/Jumlah part unik/)).toBeInTheDocument();
    expect(within(assembly).getByRole('link', { name: 'Mulai Custom Assembly' })).toHaveAttribute('href', '/custom-assembly');
    expect(screen.getByRole('heading', { name: 'Bagaimana review bekerja?' })).toBeInTheDocument();
    expect(screen.getByText(/1–2 hari kerja/)).toBeInTheDocument();
  });
});

describe('/product-assembly', () => {
  it('describes the assembly service and leads to its form', () => {
    renderWithShell(<ProductAssemblyPage />, { route: '/product-assembly' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jasa PCB Assembly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai Custom Assembly' })).toHaveAttribute('href', '/custom-assembly');
  });
});
