import { type FailureTable } from '@pcb/shared-ui';
import { allFilled, isNumeric, type Rule } from '@pcb/shared-ui/forms';
import type { Catalogue, ItemValues } from './api';

/** The back-office specification's texts for custom-option items. */
export const PRICE_LIST_TEXTS = {
  loadFailed: 'Failed to load data. Please try again later.',
  noItems: 'Belum ada item.',
  fillAll: 'Please fill in all fields',
  priceNotNumber: 'Price must be a number',
  typeTooShort: 'Type must be at least 3 characters long',
  costNotPositive: 'Cost must be a positive number',
  badIds: 'Invalid typeId or itemId format',
  added: 'Item added successfully',
  updated: 'Item updated successfully',
  deleted: 'Item deleted successfully',
};

/** Add: the server's reason (a duplicate name, a validation list) when it gives one. */
export const ADD_FAILURE: FailureTable = {
  network: 'An error occurred while processing your request.',
  server: 'An error occurred while processing your request.',
  joinErrors: ', ',
  serverMessage: true,
  fallback: 'An error occurred while processing your request.',
};

/** Edit: an answered failure, or none at all. */
export const UPDATE_FAILURE: FailureTable = {
  network: 'Error occurred during the update.',
  server: 'Failed to update the board type. Please try again.',
  joinErrors: ', ',
  serverMessage: true,
  fallback: 'Failed to update the board type. Please try again.',
};

/** Delete: "Please try again" when answered, "… later" when no answer came. */
export const DELETE_FAILURE: FailureTable = {
  network: 'Failed to delete data. Please try again later.',
  serverMessage: true,
  fallback: 'Failed to delete data. Please try again.',
};

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Spec §5: ids are 24 hexadecimal characters. */
export const idsProblem = (...ids: string[]) => (ids.every((id) => OBJECT_ID.test(id)) ? undefined : PRICE_LIST_TEXTS.badIds);

const priceIsNumber: Rule<ItemValues> = ({ cost }) => (isNumeric(cost) ? undefined : PRICE_LIST_TEXTS.priceNotNumber);

export const ADD_RULES: Rule<ItemValues>[] = [allFilled<ItemValues>(['type', 'cost'], PRICE_LIST_TEXTS.fillAll), priceIsNumber];

/** Edit: the name trimmed to 3 characters or more, a numeric cost, and on the assembly list one above zero (spec §5: positive). */
export function editRules(catalogue: Catalogue): Rule<ItemValues>[] {
  const nameLongEnough: Rule<ItemValues> = ({ type }) => (type.trim().length >= 3 ? undefined : PRICE_LIST_TEXTS.typeTooShort);
  const costPositive: Rule<ItemValues> = ({ cost }) => (Number(cost) > 0 ? undefined : PRICE_LIST_TEXTS.costNotPositive);
  return catalogue === 'assembly' ? [nameLongEnough, priceIsNumber, costPositive] : [nameLongEnough, priceIsNumber];
}
