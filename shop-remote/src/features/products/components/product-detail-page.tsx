import type { Product } from '@pcb/contract';
import { AsyncContent, Box, fileUrl, formatRupiah, Heading, Image, PageTitle, SimpleGrid, Stack, StockText, Text, useParams, useQuery } from '@pcb/shared-ui';
import { productQueries } from '../api';
import { PRODUCT_LOAD_FAILURE } from '../texts';
import type { ProductAction } from './product-grid';

/** `/product/detail/{id}`: picture, name, stock, price, description and add to cart. */
export function ProductDetailPage({ renderAction }: { renderAction?: ProductAction }) {
  const { id = '' } = useParams();
  const product = useQuery(productQueries.detail(id));
  return (
    <>
      <PageTitle page={product.data?.product_name ?? 'Detail Produk'} />
      <AsyncContent query={product} failure={PRODUCT_LOAD_FAILURE} loadingLabel="Memuat produk...">
        {(loaded) => <ProductDetail product={loaded} renderAction={renderAction} />}
      </AsyncContent>
    </>
  );
}

function ProductDetail({ product, renderAction }: { product: Product; renderAction?: ProductAction }) {
  return (
    <SimpleGrid as="article" aria-label={product.product_name} columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }}>
      <Image src={fileUrl(product.picture_url)} alt={product.product_name} borderRadius="lg" width="100%" aspectRatio={4 / 3} objectFit="cover" />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {product.product_name}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
          {formatRupiah(product.harga)}
        </Text>
        <StockText stock={product.stock} fontSize="md" />
        <Box>
          <Heading as="h2" size="md" mb="2">
            Deskripsi
          </Heading>
          <Text whiteSpace="pre-line">{product.description}</Text>
        </Box>
        <Box>{renderAction?.(product)}</Box>
      </Stack>
    </SimpleGrid>
  );
}
