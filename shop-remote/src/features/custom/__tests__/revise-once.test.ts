import { idempotentServer } from '../../../testing/idempotent-server';
import { reviseDesign, type CustomRequest } from '../api';

/** A new design revision sent a fresh Idempotency-Key per call: a double click made two revisions. */
const REQUEST = { _id: '0123456789abcdef01234567', kind: 'assembly', design_revision: 1 } as CustomRequest;
const design = (name: string) => new File(['PK'], name, { lastModified: 1_700_000_000_000 });

describe('a design revision is one intent', () => {
  it('makes one revision of the same file sent twice, and another of another file', async () => {
    const server = idempotentServer();
    await Promise.all([reviseDesign({ request: REQUEST, file: design('papan.zip') }), reviseDesign({ request: REQUEST, file: design('papan.zip') })]);
    expect(server.actions()).toBe(1);
    await reviseDesign({ request: REQUEST, file: design('papan-2.zip') });
    expect(server.actions()).toBe(2);
  });
});
