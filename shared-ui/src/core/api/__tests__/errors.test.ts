import { ApiError, messageOf, validationMessages } from '../errors';

describe('reading an error answer', () => {
  it('finds every validation message, in order', () => {
    const body = { errors: [{ msg: 'Email is required' }, { msg: 'Password is required' }], message: 'ignored' };
    expect(validationMessages(body)).toEqual(['Email is required', 'Password is required']);
  });

  it("reads the server's message, and nothing from a body that says nothing usable", () => {
    expect(messageOf({ message: 'Product already in cart!' })).toBe('Product already in cart!');
    expect(messageOf('<html>')).toBeUndefined();
    expect(messageOf({ errors: [], message: '' })).toBeUndefined();
    expect(validationMessages({ errors: [], message: '' })).toEqual([]);
  });

  it("names a failed call by the answer's message, for the logs", () => {
    expect(new ApiError(409, { message: 'Product already in cart!' }).message).toBe('Product already in cart!');
    expect(new ApiError(null, new TypeError('Failed to fetch')).isNetworkError).toBe(true);
  });
});
