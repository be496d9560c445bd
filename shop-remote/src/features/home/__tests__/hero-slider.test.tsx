import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { HeroSlider, SLIDE_INTERVAL_MS } from '../components/hero-slider';

const SLIDES = [
  { src: 'a.svg', alt: 'Prototipe' },
  { src: 'b.svg', alt: 'Perakitan' },
  { src: 'c.svg', alt: 'Komponen' },
];

const currentDot = () => screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const shownSlide = () => screen.getAllByRole('group', { hidden: true }).findIndex((s) => s.getAttribute('aria-hidden') === 'false') + 1;

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('HeroSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches the first picture at once (the largest paint) and the others halfway to the first turn', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    const pictures = () => screen.getAllByRole('img', { hidden: true }).map((img) => [img.getAttribute('alt'), img.getAttribute('fetchpriority')]);
    expect(pictures()).toEqual([['Prototipe', 'high']]);
    wait(SLIDE_INTERVAL_MS / 2);
    expect(pictures()).toEqual([
      ['Prototipe', 'high'],
      ['Perakitan', 'low'],
      ['Komponen', 'low'],
    ]);
  });

  it('draws a clicked picture at once, before the others are fetched', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan gambar 3: Komponen' }));
    expect(screen.getByRole('img', { name: 'Komponen', hidden: true })).toBeInTheDocument();
  });

  it('moves to the next picture every 3000 ms', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    expect(shownSlide()).toBe(1);
    wait(2999);
    expect(shownSlide()).toBe(1);
    wait(1);
    expect(shownSlide()).toBe(2);
  });

  it('loops from the last picture back to the first', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    wait(3 * SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe(1);
  });

  it('shows the picture of a clicked dot and marks that dot', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan gambar 3: Komponen' }));
    expect(shownSlide()).toBe(3);
    expect(currentDot()).toBe(3);
  });

  it('keeps playing after the visitor clicks a dot', () => {
    renderWithShell(<HeroSlider slides={SLIDES} label="Galeri" />);
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan gambar 2: Perakitan' }));
    wait(2000);
    expect(shownSlide()).toBe(3);
  });
});
