import { allFilled, firstMissing, firstProblem, isNumeric, pictureOrNothing, sameValues } from '../validators';

type Board = { board_type: string; layer: string; quantity: string };

describe('form rules', () => {
  const missing = firstMissing<Board>(
    [
      { name: 'board_type', label: 'Board Type' },
      { name: 'layer', label: 'Layer' },
      { name: 'quantity', label: 'Quantity' },
    ],
    (label) => `Mohon pilih "${label}"!`,
  );

  it('names the first missing field in the given order', () => {
    expect(missing({ board_type: 'Single Piece', layer: '', quantity: '' })).toBe('Mohon pilih "Layer"!');
    expect(missing({ board_type: ' ', layer: '', quantity: '5' })).toBe('Mohon pilih "Board Type"!');
    expect(missing({ board_type: 'a', layer: 'b', quantity: '5' })).toBeUndefined();
  });

  it('gives one text for any empty field', () => {
    const rule = allFilled<{ a: string; b: File | null }>(['a', 'b'], 'All fields are required.');
    expect(rule({ a: 'x', b: null })).toBe('All fields are required.');
    expect(rule({ a: 'x', b: new File([''], 'p.png') })).toBeUndefined();
  });

  it('checks rules in order and stops at the first broken one', () => {
    const rules = [
      allFilled<{ n: string; c: string }>(['n', 'c'], 'Please fill in all fields'),
      sameValues<{ n: string; c: string }>('n', 'c', 'Password baru dan konfirmasi password tidak cocok!'),
    ];
    expect(firstProblem({ n: '', c: 'x' }, rules)).toBe('Please fill in all fields');
    expect(firstProblem({ n: 'a', c: 'b' }, rules)).toBe('Password baru dan konfirmasi password tidak cocok!');
    expect(firstProblem({ n: 'a', c: 'a' }, rules)).toBeUndefined();
  });

  it('tells numbers from text and blanks', () => {
    expect(isNumeric('12.5')).toBe(true);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric('')).toBe(false);
  });

  it('accepts a picture or no file, and refuses any other file', () => {
    const rule = pictureOrNothing<{ image: File | null }>('image', 'Please upload a valid image');
    expect(rule({ image: new File(['x'], 'a.pdf', { type: 'application/pdf' }) })).toBe('Please upload a valid image');
    expect(rule({ image: new File(['x'], 'a.png', { type: 'image/png' }) })).toBeUndefined();
    expect(rule({ image: null })).toBeUndefined();
  });
});
