import { act, screen } from '@testing-library/react';
import { fakeViewport, renderWithShell } from '../../../testing';
import { WhenVisible } from '../when-visible';

describe('WhenVisible', () => {
  it('keeps its place empty until the place comes into view, then draws its children', () => {
    const viewport = fakeViewport();
    try {
      renderWithShell(
        <WhenVisible minHeight="260px">
          <p>grafik</p>
        </WhenVisible>,
      );
      expect(screen.queryByText('grafik')).not.toBeInTheDocument();
      act(() => viewport.scrollIntoView());
      expect(screen.getByText('grafik')).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
