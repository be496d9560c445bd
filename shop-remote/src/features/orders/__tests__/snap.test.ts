import { snapScript } from '../snap';

describe("the payment provider's script", () => {
  afterEach(() => document.getElementById('pcb-payment-script')?.remove());

  it("is the simulator's snap.js through the BFF when the page names no provider", () => {
    expect(snapScript()).toEqual({ src: '/bff/api/service/payments/simulator/snap.js' });
  });

  it("is the real provider's snap.js with its client key when the BFF wrote them into the page", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'pcb-payment-script';
    block.textContent = JSON.stringify({ src: 'https://app.sandbox.midtrans.com/snap/snap.js', clientKey: 'SB-Mid-client-abc' });
    document.head.append(block);
    expect(snapScript()).toEqual({ src: 'https://app.sandbox.midtrans.com/snap/snap.js', clientKey: 'SB-Mid-client-abc' });
  });
});
