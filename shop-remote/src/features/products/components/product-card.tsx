import type { Product } from '@pcb/contract';
import { Button, Card, fileUrl, formatRupiah, generatePath, HStack, Image, RouterLink, StockText, Text } from '@pcb/shared-ui';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { FixedRating } from './fixed-rating';

export interface ProductCardProps {
  product: Product;
  /** The add-to-cart control, given by the app (the cart is another feature). */
  action?: ReactNode;
}

export function ProductCard({ product, action }: ProductCardProps) {
  return (
    <Card.Root as="article" overflow="hidden" aria-label={product.product_name} data-testid="product-card" height="100%">
      <Image src={fileUrl(product.picture_url)} alt={product.product_name} aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
      <Card.Body gap="2" p="4">
        <Card.Title as="h3" lineClamp={2}>
          {product.product_name}
        </Card.Title>
        <Text fontWeight="bold" color="brand.fg">
          {formatRupiah(product.harga)}
        </Text>
        <Card.Description lineClamp={3}>{product.description}</Card.Description>
        <StockText stock={product.stock} />
        <FixedRating />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <HStack width="100%" justify="space-between">
          <Button asChild size="sm" variant="outline" aria-label={`Detail ${product.product_name}`}>
            <RouterLink to={generatePath(paths.productDetail, { id: product._id })}>Detail</RouterLink>
          </Button>
          {action}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
