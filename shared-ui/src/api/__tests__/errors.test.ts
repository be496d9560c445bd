import { errorMessage } from '../errors';

describe('errorMessage', () => {
  it('joins every validation message with a bar', () => {
    const body = { errors: [{ msg: 'Email is required' }, { msg: 'Password is required' }], message: 'ignored' };
    expect(errorMessage(body, 'fallback')).toBe('Email is required | Password is required');
  });

  it('uses the server message when there is no errors list', () => {
    expect(errorMessage({ message: 'Product already in cart!' }, 'fallback')).toBe('Product already in cart!');
  });

  it('falls back when the body says nothing usable', () => {
    expect(errorMessage('<html>', 'Login failed.')).toBe('Login failed.');
    expect(errorMessage({ errors: [], message: '' }, 'Login failed.')).toBe('Login failed.');
  });
});
