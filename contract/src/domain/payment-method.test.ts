import { paymentMethodName } from './payment-method';

describe('paymentMethodName', () => {
  it('names the provider codes the shop receives', () => {
    expect(paymentMethodName('bank_transfer')).toBe('Transfer Bank');
    expect(paymentMethodName('qris')).toBe('QRIS');
    expect(paymentMethodName('gopay')).toBe('GoPay');
    expect(paymentMethodName('echannel')).toBe('Mandiri Bill');
    expect(paymentMethodName('credit_card')).toBe('Kartu Kredit');
  });

  it('writes a code it does not know in plain words', () => {
    expect(paymentMethodName('new_wallet')).toBe('New Wallet');
  });
});
