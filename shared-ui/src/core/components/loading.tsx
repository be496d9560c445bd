import { Center, Spinner, Text } from '@chakra-ui/react';

/** What a page shows while it waits: the session check, a remote being loaded, a list being fetched. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" gap="3" py="10" flexDirection="column">
      <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" />
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
    </Center>
  );
}
