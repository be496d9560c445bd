import { endpoints, type Product } from '@pcb/contract';
import { bff } from '@pcb/shared-ui';

export function listProducts(): Promise<Product[]> {
  return bff.buyer(endpoints.listProducts);
}

export function searchProducts(query: string): Promise<Product[]> {
  return bff.buyer(endpoints.searchProducts, { query: { query } });
}

export function getProduct(id: string): Promise<Product> {
  return bff.buyer(endpoints.getProduct, { params: { id } });
}
