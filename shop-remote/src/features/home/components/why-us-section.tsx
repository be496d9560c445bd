import { Box, Card, Circle, Heading, SimpleGrid } from '@pcb/shared-ui';
import { CircleCheck, PenTool, Tag } from 'lucide-react';

const REASONS = [
  {
    title: 'Kualitas Tinggi',
    text: 'Setiap PCB diproduksi dengan material pilihan dan diperiksa sebelum dikirim.',
    Icon: CircleCheck,
  },
  {
    title: 'Desain Custom',
    text: 'Prototipe dan perakitan dibuat mengikuti desain dan spesifikasi Anda sendiri.',
    Icon: PenTool,
  },
  {
    title: 'Harga Terjangkau',
    text: 'Harga bersaing yang langsung terhitung saat Anda memilih spesifikasi.',
    Icon: Tag,
  },
];

export function WhyUsSection() {
  return (
    <Box as="section" aria-labelledby="why-us-title">
      <Heading as="h2" id="why-us-title" size="2xl" textAlign="center" mb="6">
        Kenapa Memilih PCB Kami?
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {REASONS.map(({ title, text, Icon }) => (
          <Card.Root key={title} as="article" textAlign="center">
            <Card.Body gap="3" alignItems="center">
              <Circle size="14" bg="brand.subtle" color="brand.fg" aria-hidden>
                <Icon size={28} />
              </Circle>
              <Card.Title as="h3">{title}</Card.Title>
              <Card.Description>{text}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
