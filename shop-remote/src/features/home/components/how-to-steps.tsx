import { Box, Circle, Heading, SimpleGrid, Text } from '@pcb/shared-ui';
import { HOW_TO_STEPS } from '../texts';

export function HowToSteps() {
  return (
    <Box as="section" aria-labelledby="how-to-title">
      <Heading as="h2" id="how-to-title" size="2xl" textAlign="center" mb="6">
        Cara Menggunakan?
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, sm: 2, md: 4, lg: 7 }} gap="4" listStyleType="none">
        {HOW_TO_STEPS.map((step, i) => (
          <Box as="li" key={step.title} textAlign="center" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel">
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" mx="auto" mb="3" aria-hidden>
              {i + 1}
            </Circle>
            <Text fontWeight="semibold">
              <Box as="span" srOnly>{`Langkah ${i + 1}: `}</Box>
              {step.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {step.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
