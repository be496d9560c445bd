// The payment provider's `payment_type` codes (Midtrans), as a buyer or admin knows them.
const METHOD_NAMES: Record<string, string> = {
  bank_transfer: 'Transfer Bank',
  echannel: 'Mandiri Bill',
  permata: 'Permata Virtual Account',
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu Kredit',
  cstore: 'Indomaret / Alfamart',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
  bca_klikpay: 'BCA KlikPay',
  cimb_clicks: 'CIMB Clicks',
  danamon_online: 'Danamon Online Banking',
  bri_epay: 'BRI e-Pay',
};

/** A payment method by name: `bank_transfer` → `Transfer Bank`; a code we do not know in plain words (`new_wallet` → `New Wallet`). */
export function paymentMethodName(code: string): string {
  return (
    METHOD_NAMES[code] ??
    code
      .split('_')
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}
