import { validate } from '@readme/openapi-parser';
import { endpoints } from './index';
import { openApiDocument } from './openapi';

describe('openApiDocument', () => {
  it('is a valid document of the OpenAPI version it declares, for a third-party validator', async () => {
    const document = openApiDocument(endpoints, { title: 'PCB API', version: '1.0.0', server: 'http://127.0.0.1:4000/api' });
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });
});
