import { Box, Button, Card, Heading, RouterLink, SimpleGrid } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';

const CUSTOM_REQUESTS = [
  {
    title: 'Custom Prototype',
    text: 'Rancang PCB prototipe sesuai kebutuhan Anda: ukuran, jumlah layer, material, dan finishing, dengan harga yang langsung terhitung.',
    to: paths.customPrototype,
  },
  {
    title: 'Custom Assembly',
    text: 'Serahkan perakitan komponen pada PCB Anda kepada kami, dari SMD hingga through hole, lengkap dengan uji fungsi.',
    to: paths.customAssembly,
  },
];

export function CustomRequestSection() {
  return (
    <Box as="section" aria-labelledby="custom-request-title">
      <Heading as="h2" id="custom-request-title" size="2xl" textAlign="center" mb="6">
        Request Produk Custom
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {CUSTOM_REQUESTS.map((request) => (
          <Card.Root key={request.title} as="article" variant="elevated" aria-label={request.title}>
            <Card.Body gap="2">
              <Card.Title as="h3">{request.title}</Card.Title>
              <Card.Description>{request.text}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild aria-label={`CUSTOM NOW: ${request.title}`}>
                <RouterLink to={request.to}>CUSTOM NOW</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
