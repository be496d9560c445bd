import { Box, Center, Flex, Image } from '@pcb/shared-ui';
import { useEffect, useState } from 'react';

export const SLIDE_INTERVAL_MS = 3000;

export interface Slide {
  src: string;
  alt: string;
}

/**
 * A looping picture slider. The timer keeps running whatever the visitor does (the spec says it
 * does not stop on interaction); a dot only moves to its picture.
 */
export function HeroSlider({ slides, label }: { slides: Slide[]; label: string }) {
  const [active, setActive] = useState(0);
  const [othersFetched, setOthersFetched] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setActive((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slides.length]);

  // The first picture is the page's largest paint. The others are fetched halfway to the first turn,
  // not with it: on a phone's few connections they would slow the scripts the page is still loading.
  useEffect(() => {
    const timer = setTimeout(() => setOthersFetched(true), SLIDE_INTERVAL_MS / 2);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} position="relative" overflow="hidden" borderRadius="xl">
      <Flex transition="transform 0.6s ease" transform={`translateX(-${active * 100}%)`}>
        {slides.map((slide, i) => (
          <Box
            key={slide.alt}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} dari ${slides.length}`}
            aria-hidden={i !== active}
            flex="0 0 100%"
          >
            {(i === 0 || i === active || othersFetched) && (
              <Image src={slide.src} alt={slide.alt} width="100%" aspectRatio={2} objectFit="cover" fetchPriority={i === 0 ? 'high' : 'low'} />
            )}
          </Box>
        ))}
      </Flex>
      <Flex position="absolute" bottom="2" insetX="0" justify="center" gap="1">
        {/* Each dot is drawn inside a 24 px target, so a finger can hit it (WCAG 2.5.8). */}
        {slides.map((slide, i) => (
          <Center
            as="button"
            key={slide.alt}
            aria-label={`Tampilkan gambar ${i + 1}: ${slide.alt}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => setActive(i)}
            boxSize="6"
            borderRadius="full"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'white' }}
          >
            <Box width={i === active ? '6' : '2.5'} height="2.5" borderRadius="full" bg={i === active ? 'white' : 'whiteAlpha.600'} transition="width 0.3s" />
          </Center>
        ))}
      </Flex>
    </Box>
  );
}
