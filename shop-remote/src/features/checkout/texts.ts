import { genericFailure } from '@pcb/shared-ui';

/** The buyer specification's texts for the checkout (§8). */
export const CHECKOUT_TEXTS = {
  created: 'Transaction is created!',
  // Not given by the spec, like the shipping quote's failure: nothing ticked, no service for a courier.
  nothing: 'Tidak ada barang yang dipilih untuk checkout.',
  noServices: 'Tidak ada layanan untuk kurir ini.',
};

export const QUOTE_FAILURE = genericFailure('Gagal memuat ongkos kirim.');
