import { orderNumber } from './order-number';

describe('orderNumber', () => {
  it('is # and the last eight characters of the id, upper-case, the same every time', () => {
    expect(orderNumber('6650a1b2c3d4e5f654f8a70f')).toBe('#54F8A70F');
    expect(orderNumber('6650a1b2c3d4e5f654f8a70f')).toBe(orderNumber('6650a1b2c3d4e5f654f8a70f'));
  });
});
