import { genericFailure } from '@pcb/shared-ui';

/** The buyer specification's texts for the checkout (§8). */
export const CHECKOUT_TEXTS = {
  created: 'Transaction is created!',
  nothing: 'Tidak ada barang yang dipilih untuk checkout.',
};

export const QUOTE_FAILURE = genericFailure('Gagal memuat ongkos kirim.');
