import type { AssemblyRequest, PrototypeRequest } from '@pcb/contract';
import { unreviewedRequestFields } from '@pcb/shared-ui/testing';

let next = 1;
const nextId = () => (0xc000 + next++).toString(16).padStart(24, '0');

const header = (name: string, overrides: Partial<PrototypeRequest>) => ({
  _id: nextId(),
  id_user: 'a'.repeat(24),
  name,
  status: 'menunggu-pengajuan' as const,
  ...unreviewedRequestFields(),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A prototype request as pcb-api answers it; pass only what the test is about. */
export function aPrototypeRequest(overrides: Partial<PrototypeRequest> = {}): PrototypeRequest {
  return {
    board_type: 'Single Piece',
    width: '50 mm',
    length: '50 mm',
    layer: '2 Layer',
    quantity: '5 pcs',
    remove_product_no: 'Yes',
    ...header('Costom Prototype', overrides),
  } as PrototypeRequest;
}

export function anAssemblyRequest(overrides: Partial<AssemblyRequest> = {}): AssemblyRequest {
  return { board_type: 'Single Piece', quantity: 10, number_SMD_part: 40, ...header('Costom Assembly', overrides as never) } as AssemblyRequest;
}
