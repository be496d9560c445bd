import { type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { deliveryEstimate, formatDateTime, formatRupiah, statusWords } from '@pcb/shared-ui';
import { type Fact } from '@pcb/shared-ui/views';
import { TRANSACTION_TEXTS } from '../texts';

const orMissing = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? TRANSACTION_TEXTS.missing : value);

/** The order itself: number, date, status, total and the courier's estimate. */
export function orderFacts(t: Transaction): Fact[] {
  return [
    { label: 'No Order', value: orderNumber(t._id) },
    { label: 'Tanggal', value: formatDateTime(t.createdAt) },
    { label: 'Status', value: statusWords(t.status) },
    { label: 'Total Pembayaran', value: formatRupiah(t.total_payment) },
    { label: 'Estimasi Pengiriman', value: t.estimated_delivery ? deliveryEstimate(t.estimated_delivery) : TRANSACTION_TEXTS.missing },
  ];
}

/** Who receives the parcel, where, and how it travels. */
export function shippingFacts(t: Transaction): Fact[] {
  const buyer = t.id_user;
  const address = buyer.address;
  const expedition = t.expedition[0];
  return [
    { label: 'Penerima', value: orMissing(buyer.name ?? buyer.username) },
    { label: 'No. Telpon', value: orMissing(buyer.phone) },
    { label: 'Alamat', value: orMissing(address?.detail_address) },
    { label: 'Kelurahan', value: orMissing(address?.sub_district_name) },
    { label: 'Kecamatan', value: orMissing(address?.district_name) },
    { label: 'Kota', value: orMissing(address?.city_name) },
    { label: 'Provinsi', value: orMissing(address?.province_name) },
    { label: 'Kurir', value: orMissing(expedition?.courier.toUpperCase()) },
    { label: 'Layanan', value: orMissing(expedition?.shipping_option) },
    { label: 'Ongkos Kirim', value: expedition ? formatRupiah(expedition.shipping_cost) : TRANSACTION_TEXTS.missing },
    { label: 'No. Resi', value: orMissing(expedition?.delivery_receipt) },
  ];
}
