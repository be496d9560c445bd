import { Box, Button, Heading, RouterLink, Stack, Text } from '@pcb/shared-ui';
import { paths } from '../../../lib/paths';
import assemblyPicture from '../../../assets/slide-pcb-assembly.svg';
import componentsPicture from '../../../assets/slide-electronic-components.svg';
// The first slide is the page's largest paint: inlined, it shows with the page instead of a round trip later.
import prototypePicture from '../../../assets/slide-pcb-prototype.svg?inline';
import { HeroSlider, type Slide } from './hero-slider';

const ACTIVITY_SLIDES: Slide[] = [
  { src: prototypePicture, alt: 'Pembuatan prototipe PCB' },
  { src: assemblyPicture, alt: 'Perakitan PCB' },
  { src: componentsPicture, alt: 'Komponen elektronik' },
];

export function Hero() {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="center">
      <Box flex="1">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="shorter">
          Pengalaman Terbaik Membeli PCB
        </Heading>
        <Text mt="4" color="fg.muted" fontSize="lg">
          Pesan PCB standar, prototipe, dan perakitan PCB secara online dengan mudah, cepat, dan harga yang transparan.
        </Text>
        {/* Not in the spec (issue 37): the price of a Gerber zip for anyone, before any account. */}
        <Button asChild mt="6">
          <RouterLink to={paths.instantQuote}>Cek Harga Instan dari File Gerber</RouterLink>
        </Button>
      </Box>
      <Box flex="1.2" width="100%">
        <HeroSlider slides={ACTIVITY_SLIDES} label="Galeri kegiatan" />
      </Box>
    </Stack>
  );
}
