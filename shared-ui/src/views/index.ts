// `@pcb/shared-ui/views`: what the inner screens show (tables, timelines, page headers, design
// checks) and the Chakra components only they use (form fields, grids, tables, lists…). No first paint of the home page or a sign-in
// screen draws them, and every screen that does loads lazily: they stay off the first load.
export * from './chakra';
export { DataTable, type Column } from './data-table';
export { FactTable, type Fact } from './fact-table';
export { OrderLinesTable } from './order-lines-table';
export { Price } from './price';
export { BoardPhotos, OrderTimeline, storedPhotoUrl, TIMELINE_STEPS, type TimelineShipment } from './order-timeline';
export { DesignRevisionHistory } from './design-revision-list';
export { PageHeader } from './page-header';
export { DesignPreview, usePreviewOnIntent, useReadOnChoice } from './lazy-design-preview';
export type { DesignPreviewProps } from '../gerber/design-preview';
export { DesignRuleReport, cannotBeMade } from './design-rule-report';
