import type { FailureTable } from '@pcb/shared-ui';

/** The back-office specification's texts for Categories (the form's own rule texts follow the server's). */
export const CATEGORY_TEXTS = {
  empty: 'Categories is empty!',
  loadFailed: 'Failed to fetch category data.',
  nameRequired: 'Category name is required.',
  imageRequired: 'Category image is required.',
  invalidImage: 'Please upload a valid image',
  added: 'Category added successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
};

/** Add and edit: 400's errors joined by commas, any 5xx `Server error.`, else the server's message. */
export const CATEGORY_SAVE_FAILURE: FailureTable = {
  server: 'Server error.',
  joinErrors: ', ',
  serverMessage: true,
  fallback: 'An unexpected error occurred',
};

/** The server's message (a category that still holds products says so), else the connection text. */
export const CATEGORY_DELETE_FAILURE: FailureTable = {
  serverMessage: true,
  fallback: 'Failed to delete category. Please check your connection.',
};
