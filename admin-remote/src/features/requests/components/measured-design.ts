import { designWarnings, expectedFromRequest, type Fact } from '@pcb/shared-ui/views';
import type { ReviewedRequest } from '../api';

/** What pcb-api measured in the design when it was sent (size and copper layers). */
export function measuredFacts(request: ReviewedRequest): Fact[] {
  const measured = request.design_inspection;
  if (!measured) return [];
  const size = measured.width_mm !== null && measured.height_mm !== null ? `${measured.width_mm} × ${measured.height_mm} mm` : '-';
  return [
    { label: 'Ukuran pada file', value: size },
    { label: 'Lapisan tembaga pada file', value: String(measured.copper_layers) },
  ];
}

/** Where the measured design differs from what a prototype request orders (size, copper layers). */
export function measuredWarnings(request: ReviewedRequest): string[] {
  const measured = request.design_inspection;
  if (request.kind !== 'prototype' || !measured) return [];
  const { width_mm: widthMm, height_mm: heightMm, copper_layers: copperLayers } = measured;
  const size = widthMm !== null && heightMm !== null ? { widthMm, heightMm } : null;
  return designWarnings({ size, copperLayers }, expectedFromRequest(request));
}
