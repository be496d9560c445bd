import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's title, an optional line under it, and its main actions (Add Produk…). */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex gap="3" align={{ base: 'start', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }} mb="4">
      <div>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </div>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
