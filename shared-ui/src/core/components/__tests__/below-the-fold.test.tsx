import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BelowTheFold } from '../below-the-fold';

describe('BelowTheFold', () => {
  it('leaves its content out of the first render and draws it in the next one', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => {
      flushSync(() =>
        root.render(
          <>
            <p>Hero</p>
            <BelowTheFold>
              <p>Footer</p>
            </BelowTheFold>
          </>,
        ),
      );
      expect(container.textContent).toBe('Hero');
    });
    expect(container.textContent).toBe('HeroFooter');
    act(() => root.unmount());
  });
});
