// `@pcb/shared-ui/overlays`: the lazily loaded half of shared-ui (see ./chakra.ts). Shared as its
// own singleton, so the page keeps one toast queue and one Chakra context.
export * from './chakra';
export { toaster, ToastRenderer } from './toaster';
export { DetailDialog } from './detail-dialog';
export { FormDialog } from './form-dialog';
export { AccountMenu, type AccountMenuLink } from './account-menu';
