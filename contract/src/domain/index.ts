// The pure rules of the shop (`@pcb/contract/domain`): what pcb-api, the BFF and the pages compute alike, with no
// endpoint, no request and no I/O. Nothing here imports the wire contract beside it; its schemas import from here.
export * from './custom-pricing';
export * from './custom-specification';
export * from './board-proposal';
export * from './design-file';
export * from './design-report';
export * from './design-capabilities';
export * from './design-inspection';
export * from './design-checks';
export * from './design-changes';
export { DESIGN_RULE_TEXTS } from './design-rules';
export { readDrillHoles, readGerberShapes } from './gerber-geometry';
export * from './review-time';
export * from './order-number';
export * from './payment-method';
export * from './rupiah';
export * from './shop-centre';
