import { ApiError } from '../../api/errors';
import { describeFailure, genericFailure, type FailureTable } from '../describe-failure';

const table: FailureTable = {
  network: 'No response from server. Please try again later.',
  status: { 404: 'Product not found' },
  server: 'Server error. Please try again later.',
  joinErrors: ' | ',
  serverMessage: true,
  fallback: 'An error occurred. Please try again.',
};

const answer = (status: number, body: unknown = {}) => new ApiError(status, body);

describe('describeFailure', () => {
  it('gives the no-answer text when nothing came back', () => {
    expect(describeFailure(new ApiError(null, new TypeError('offline')), table)).toBe('No response from server. Please try again later.');
  });

  it('gives a status its own text before any other rule', () => {
    expect(describeFailure(answer(404, { message: 'upstream words' }), table)).toBe('Product not found');
  });

  it('gives every 5xx the server text', () => {
    expect(describeFailure(answer(503, { message: 'down' }), table)).toBe('Server error. Please try again later.');
  });

  it('joins an errors list as the table says', () => {
    const body = { errors: [{ msg: 'Name is required' }, { msg: 'Price must be a number' }] };
    expect(describeFailure(answer(400, body), table)).toBe('Name is required | Price must be a number');
    expect(describeFailure(answer(400, body), { ...table, joinErrors: ', ' })).toBe('Name is required, Price must be a number');
  });

  it('shows the server message only where the table allows it, else the fallback', () => {
    expect(describeFailure(answer(409, { message: 'Stok habis' }), table)).toBe('Stok habis');
    expect(describeFailure(answer(409, { message: 'Stok habis' }), { fallback: 'Terjadi Kesalahan' })).toBe('Terjadi Kesalahan');
  });

  it('falls back for anything that is not a server answer', () => {
    expect(describeFailure(new Error('boom'), table)).toBe('An error occurred. Please try again.');
    expect(describeFailure(answer(500), { fallback: 'Gagal' })).toBe('Gagal');
  });

  it('has the shop generic pattern ready made', () => {
    expect(describeFailure(answer(400, { errors: [{ msg: 'a' }, { msg: 'b' }] }), genericFailure('x'))).toBe('a | b');
    expect(describeFailure(answer(400, {}), genericFailure('Terjadi kesalahan.'))).toBe('Terjadi kesalahan.');
  });
});
