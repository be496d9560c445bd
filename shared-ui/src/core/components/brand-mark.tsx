/// <reference path="../assets/assets.d.ts" />
import { HStack, Image, Text } from '@chakra-ui/react';
// Inline: the logo is on every page's first paint, so it needs no request of its own. The same
// file is the page's icon (webpack/page-head.js).
import logo from '../assets/logo.svg?inline';

/** The product's name, shown next to the logo in the shop's and the admin's top bars. */
export const PRODUCT_NAME = 'PCB Polibatam';

/** The logo (a chip on the brand green) as a `data:` URL. */
export const LOGO_URL = logo;

/** The logo with the product name beside it; `nameFrom` shows the name only from that breakpoint up (a crowded top bar on a phone). */
export function BrandMark({ showName = true, nameFrom }: { showName?: boolean; nameFrom?: 'sm' | 'md' }) {
  return (
    <HStack gap="2">
      <Image src={LOGO_URL} alt={showName ? '' : PRODUCT_NAME} boxSize="8" />
      {showName && (
        <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap" hideBelow={nameFrom}>
          {PRODUCT_NAME}
        </Text>
      )}
    </HStack>
  );
}
