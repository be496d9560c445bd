import { formatMm, formatSize, formatTrack } from '@pcb/contract/domain';
import type { Fact } from '@pcb/shared-ui/views';
import type { ReviewedRequest } from '../api';

const orDash = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value));

/** What pcb-api measured in the design when it was sent: size, copper layers, smallest hole and track. */
export function measuredFacts(request: ReviewedRequest): Fact[] {
  const measured = request.design_inspection;
  if (!measured) return [];
  const { width_mm: width, height_mm: height } = measured;
  return [
    { label: 'Ukuran pada file', value: width !== null && height !== null ? formatSize(width, height) : '-' },
    { label: 'Lapisan tembaga pada file', value: String(measured.copper_layers) },
    { label: 'Lubang terkecil pada file', value: orDash(measured.min_hole_mm, formatMm) },
    { label: 'Jalur terkecil pada file', value: orDash(measured.min_track_mm, formatTrack) },
  ];
}

/** The design checks pcb-api worked out against what the request orders, as sentences. */
export const measuredWarnings = (request: ReviewedRequest): string[] => request.design_inspection?.warnings.map((warning) => warning.message) ?? [];
