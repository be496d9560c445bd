import type { AssemblyRequest, PrototypeRequest } from '@pcb/contract';

let next = 1;
const nextId = () => (0xc000 + next++).toString(16).padStart(24, '0');

const header = (name: string, overrides: Partial<PrototypeRequest>) => ({
  _id: nextId(),
  id_user: 'a'.repeat(24),
  name,
  status: 'menunggu-pengajuan' as const,
  total_cost: 250000,
  final_cost: null,
  weight: 0,
  design_file: null,
  design_file_name: null,
  reject_reason: null,
  price_changes: [],
  price_agreement: null,
  price_decline_reason: null,
  design_revision: 0,
  design_inspection: null,
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
