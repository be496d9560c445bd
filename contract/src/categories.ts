import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, MAX_LENGTH, MessageBody, ObjectId } from './common';
import { endpoint } from './endpoint';

export const Category = Type.Object({
  _id: ObjectId,
  category_name: Type.String(),
  picture_url: Type.String(),
});
export type Category = Static<typeof Category>;

export const CategoryForm = Type.Object({ category_name: Type.Optional(Type.String({ maxLength: MAX_LENGTH.label })) });
const CategorySaved = Type.Object({ message: Type.String(), data: Category });

export const categoryEndpoints = {
  listCategories: endpoint({
    method: 'GET',
    path: 'admin/product/categories',
    session: 'none',
    summary: 'Every product category',
    schema: { response: { 200: Type.Array(Category), 500: ErrorBody } },
  }),
  getCategory: endpoint({
    method: 'GET',
    path: 'admin/product/categories/:id',
    session: 'admin',
    summary: 'One product category (the edit form)',
    schema: { params: IdParams, response: { 200: Category, 400: ErrorBody, 404: ErrorBody } },
  }),
  createCategory: endpoint({
    method: 'POST',
    path: 'admin/product/categories/add',
    session: 'admin',
    bodyType: 'multipart',
    summary: 'Adds a category; multipart `category_name` and the file `image` (jpeg/png, required)',
    schema: { body: CategoryForm, response: { 201: CategorySaved, 400: ErrorBody } },
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: 'admin/product/categories/edit/:id',
    session: 'admin',
    bodyType: 'multipart',
    summary: 'Renames a category; the file `image` is optional',
    schema: { params: IdParams, body: CategoryForm, response: { 200: CategorySaved, 400: ErrorBody, 404: ErrorBody } },
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: 'admin/product/categories/delete/:id',
    session: 'admin',
    summary: 'Deletes a category; refused (409) while products belong to it',
    schema: { params: IdParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
  }),
};
