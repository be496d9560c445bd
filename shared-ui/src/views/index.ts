// `@pcb/shared-ui/views`: what the inner screens show (tables, timelines, page headers, design
// checks) and the Chakra components only they use (form fields, grids, tables, lists…). No first paint of the home page or a sign-in
// screen draws them, and every screen that does loads lazily: they stay off the first load.
export * from './chakra';
export { DataTable, type Column } from '../components/data-table';
export { FactTable, type Fact } from '../components/fact-table';
export { OrderLinesTable } from '../components/order-lines-table';
export { Price } from '../components/price';
export { BoardPhotos, OrderTimeline, storedPhotoUrl, TIMELINE_STEPS, type TimelineShipment } from '../components/order-timeline';
export { DesignRevisionHistory } from '../components/design-revision-list';
export { PageHeader } from '../components/page-header';
export { DesignPreview, usePreviewOnIntent, type DesignPreviewProps } from '../components/design-preview';
export { DesignRuleReport, cannotBeMade } from '../components/design-rule-report';
