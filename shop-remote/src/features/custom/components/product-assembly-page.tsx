import { Button, Heading, RouterLink, SimpleGrid, Stack } from '@pcb/shared-ui';
import { List } from '@pcb/shared-ui/views';
import { paths } from '../../../lib/paths';
import { ReviewSteps } from './review-steps';
import { ServiceIntro } from './service-intro';

const INCLUDED = [
  'Perakitan satu sisi atau dua sisi',
  'Komponen SMD, BGA/QFP dan through hole',
  'Pemisahan panel sebelum dikirim (depanel)',
  'Uji fungsi dan perakitan kabel/wire harness bila diminta',
];

/** `/product-assembly`: the assembly service, leading to its form. */
export function ProductAssemblyPage() {
  return (
    <Stack gap="8">
      <ServiceIntro page="PCB Assembly" title="Jasa PCB Assembly">
        Kami merakit komponen pada PCB Anda sesuai file desain dan jumlah part yang Anda isi pada formulir.
      </ServiceIntro>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Layanan
          </Heading>
          <List.Root ps="5">
            {INCLUDED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <ReviewSteps />
      </SimpleGrid>
      <Button asChild alignSelf="start">
        <RouterLink to={paths.customAssembly}>Mulai Custom Assembly</RouterLink>
      </Button>
    </Stack>
  );
}
