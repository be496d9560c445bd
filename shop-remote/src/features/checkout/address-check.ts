import type { Account } from '@pcb/contract';
import { isBlank } from '@pcb/shared-ui/forms';

/** What the courier needs from the profile, with the words the checkout names when it is missing. */
const NEEDED: { label: string; value(account: Account): unknown }[] = [
  { label: 'nama', value: (a) => a.name },
  { label: 'nomor telepon', value: (a) => a.phone },
  { label: 'provinsi', value: (a) => a.address?.province },
  { label: 'kota/kabupaten', value: (a) => a.address?.city },
  { label: 'kecamatan', value: (a) => a.address?.district },
  { label: 'kelurahan/desa', value: (a) => a.address?.sub_district },
  { label: 'alamat lengkap', value: (a) => a.address?.detail_address },
];

/** Why the saved address cannot be shipped to yet, or undefined when it can. */
export function addressProblem(account: Account): string | undefined {
  const missing = NEEDED.filter((needed) => isBlank(needed.value(account))).map((needed) => needed.label);
  return missing.length ? `Alamat pengiriman belum lengkap: ${missing.join(', ')} belum diisi.` : undefined;
}
