import { checkAgainstContract } from '../contract-answers';
import { fakeBff } from '../fake-bff';
import { aProduct } from '../fixtures';

describe('checkAgainstContract', () => {
  it('passes an answer the real server could send', () => {
    expect(() => checkAgainstContract('GET', '/bff/api/cart', 200, [])).not.toThrow();
    expect(() => checkAgainstContract('GET', `/bff/api/product/${aProduct()._id}`, 404, { message: 'Product not found' })).not.toThrow();
  });

  it('refuses a body that breaks the schema, naming the field', () => {
    expect(() => checkAgainstContract('POST', '/bff/api/cart/add-product', 201, { message: 'ok', data: {} })).toThrow(
      'fakeBff: the 201 answer to POST /bff/api/cart/add-product (endpoint addToCart, POST cart/add-product) breaks its contract schema: /data/_id',
    );
    expect(() => checkAgainstContract('PUT', '/bff/api/transaction/cancel', 409, {})).toThrow(/\/message/);
  });

  it('refuses a success status the endpoint does not declare, and a path no endpoint serves on that surface', () => {
    expect(() => checkAgainstContract('POST', '/bff/api/cart/add-product', 200, { message: 'ok' })).toThrow('is not a status the contract declares');
    expect(() => checkAgainstContract('GET', '/bff/admin/api/cart', 200, [])).toThrow('is no contract endpoint on that surface');
  });

  it("lets the BFF's own paths and undeclared refusals through", () => {
    expect(() => checkAgainstContract('GET', '/bff/session', 200, {})).not.toThrow();
    expect(() => checkAgainstContract('GET', '/bff/api/cart', 502, { message: 'Bad gateway' })).not.toThrow();
  });
});

describe('fakeBff', () => {
  it('refuses a fixed answer that breaks the contract when it is made, though no call asks for it', () => {
    expect(() => fakeBff({ 'GET /bff/api/cart': { status: 200, body: [{ quantity: 1 }] } })).toThrow(
      'fakeBff: the 200 answer to GET /bff/api/cart (endpoint getCart, GET cart) breaks its contract schema',
    );
  });

  it('takes a fixed answer marked off the contract, for a case the spec asks the UI to survive', () => {
    expect(() => fakeBff({ 'GET /bff/api/cart': { status: 200, body: {}, offContract: 'a body without its list' } })).not.toThrow();
  });
});
