import type { CartItem } from '@pcb/contract';
import { Box, chakra, fileUrl, Flex, formatRupiah, HStack, IconButton, Image, Stack, StockText, Text } from '@pcb/shared-ui';
import { Trash2 } from 'lucide-react';

interface CartRowProps {
  item: CartItem;
  selected: boolean;
  onToggle(on: boolean): void;
  onStep(step: 1 | -1): void;
  onDelete(): void;
}

/** One cart row: select, picture, name, price, stock, quantity from 1 to stock, delete. */
export function CartRow({ item, selected, onToggle, onStep, onDelete }: CartRowProps) {
  const product = item.id_product;
  const name = product.product_name;
  const quantity = item.quantity;
  return (
    <HStack
      as="li"
      gap={{ base: '3', md: '4' }}
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      align="center"
      data-testid="cart-row"
    >
      {/* The browser's own checkbox: Chakra's would load the overlays entry with the cart. */}
      <chakra.input
        type="checkbox"
        aria-label={`Pilih ${name}`}
        checked={selected}
        disabled={product.stock <= 0}
        onChange={(e) => onToggle(e.currentTarget.checked)}
        boxSize="5"
        flexShrink={0}
        accentColor="brand.solid"
        cursor="pointer"
        _disabled={{ cursor: 'not-allowed' }}
      />
      <Image
        src={fileUrl(product.picture_url)}
        alt={name}
        boxSize={{ base: '16', md: '20' }}
        objectFit="cover"
        borderRadius="md"
        alignSelf={{ base: 'start', md: 'center' }}
      />
      {/* On a phone the quantity and delete go under the name, so the name keeps the row's width. */}
      <Flex flex="1" minW="0" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} gap="3">
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" lineClamp={2}>
            {name}
          </Text>
          <Text color="brand.fg" fontWeight="bold" whiteSpace="nowrap">
            {formatRupiah(product.harga)}
          </Text>
          <StockText stock={product.stock} />
        </Stack>
        <HStack justify="space-between" gap="4">
          <HStack gap="1">
            <IconButton aria-label={`Kurangi jumlah ${name}`} size="xs" variant="outline" disabled={quantity <= 1} onClick={() => onStep(-1)}>
              −
            </IconButton>
            <Box minW="8" textAlign="center" aria-label={`Jumlah ${name}`} role="status">
              {quantity}
            </Box>
            <IconButton aria-label={`Tambah jumlah ${name}`} size="xs" variant="outline" onClick={() => onStep(1)}>
              +
            </IconButton>
          </HStack>
          <IconButton aria-label={`Hapus ${name}`} size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
            <Trash2 />
          </IconButton>
        </HStack>
      </Flex>
    </HStack>
  );
}
