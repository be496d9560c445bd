import { SimpleGrid, Stack } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';
import { ReviewSteps } from './review-steps';
import { ServiceCard, type Service } from './service-card';
import { ServiceIntro } from './service-intro';

const SERVICES: Service[] = [
  {
    title: 'Custom Prototype',
    summary:
      'Pembuatan PCB sesuai desain Anda: pilih jenis papan, jumlah layer, material, ketebalan, finishing dan opsi lainnya, dengan harga yang langsung terhitung.',
    needs: ['File Gerber dan drill dalam satu file .zip (atau .rar), kurang dari 2 MB', 'Ukuran papan, jumlah layer dan jumlah PCB yang dibutuhkan'],
    start: { label: 'Mulai Custom Prototype', to: paths.customPrototype },
  },
  {
    title: 'Custom Assembly',
    summary: 'Perakitan komponen pada PCB Anda: SMD, BGA/QFP dan through hole, dengan opsi uji fungsi dan perakitan kabel.',
    needs: ['File desain (.zip atau .rar) berisi Gerber dan daftar komponen', 'Jumlah part unik, part SMD, part BGA/QFP dan part through hole'],
    start: { label: 'Mulai Custom Assembly', to: paths.customAssembly },
  },
];

/** `/custom`: the choice between a custom prototype and a custom assembly. */
export function CustomChoicePage() {
  return (
    <Stack gap="8">
      <ServiceIntro page="Custom Product" title="Custom Product">
        Pesan PCB prototype atau jasa perakitan sesuai kebutuhan Anda. Setiap request diperiksa admin sebelum dipesan.
      </ServiceIntro>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {SERVICES.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </SimpleGrid>
      <ReviewSteps />
    </Stack>
  );
}
