import { ApiError, messageOf, validationMessages } from '@pcb/shared-ui';
import { allFilled, pictureOrNothing } from '@pcb/shared-ui/forms';
import { NotCreated, type ProductValues } from './api';

/** The back-office specification's texts for Products. */
export const PRODUCT_TEXTS = {
  empty: 'No products found.',
  required: 'All fields are required.',
  invalidImage: 'Please upload a valid image',
  notCreated: 'Failed to add product. Please try again!',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  unknown: 'Unknown error',
  categoriesFailed: 'Failed to load categories',
  productFailed: 'Failed to load product data',
  deleteFailed: 'Failed to delete product',
  deleted: 'Product has been deleted',
  added: 'Product added successfully',
  updated: 'Product updated successfully',
};

/** The add and update failures: 5xx, no answer, the errors list's first message, else `Failed: {message}`. */
export function productSaveFailure(verb: 'add' | 'update') {
  return (error: unknown): string => {
    if (error instanceof NotCreated) return PRODUCT_TEXTS.notCreated;
    if (!(error instanceof ApiError)) return `Failed to ${verb} product. Please try again.`;
    if (error.status === null) return PRODUCT_TEXTS.network;
    if (error.status >= 500) return PRODUCT_TEXTS.server;
    return validationMessages(error.body)[0] ?? `Failed: ${messageOf(error.body) ?? PRODUCT_TEXTS.unknown}`;
  };
}

const FIELDS = ['product_name', 'id_category', 'harga', 'stock', 'weight', 'description'] as const;

/** Update: the picture may stay; add: it is required like every other field. */
export const productRules = (pictureRequired: boolean) => [
  allFilled<ProductValues>(pictureRequired ? [...FIELDS, 'image'] : FIELDS, PRODUCT_TEXTS.required),
  pictureOrNothing<ProductValues>('image', PRODUCT_TEXTS.invalidImage),
];
