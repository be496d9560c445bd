import { HStack, Text } from '@chakra-ui/react';

/** The product's name, shown next to the logo in the shop's and the admin's top bars. */
export const PRODUCT_NAME = 'PCB Polibatam';

/** The logo (a chip on the brand green) with the product name beside it. */
export function BrandMark({ showName = true }: { showName?: boolean }) {
  return (
    <HStack gap="2">
      <svg viewBox="0 0 64 64" width="32" height="32" role="img" aria-label={showName ? undefined : PRODUCT_NAME} aria-hidden={showName || undefined}>
        <rect x="4" y="4" width="56" height="56" rx="12" fill="#00A63F" />
        <rect x="18" y="18" width="28" height="28" rx="4" fill="#0b3d21" />
        <path
          d="M24 18v-8M32 18v-8M40 18v-8M24 46v8M32 46v8M40 46v8M18 24h-8M18 32h-8M18 40h-8M46 24h8M46 32h8M46 40h8"
          stroke="#e8f5ec"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="32" cy="32" r="5" fill="#f5c542" />
      </svg>
      {showName && (
        <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
          {PRODUCT_NAME}
        </Text>
      )}
    </HStack>
  );
}
