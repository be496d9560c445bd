// Chakra components built on Zag state machines (about 30–50 KB gzip of machine and positioning
// code): kept off the first paint. Pages import them from `@pcb/shared-ui/overlays` only in
// modules that load lazily (a route's page, or an overlay opened on demand).
export {
  Avatar,
  Checkbox,
  Dialog,
  Drawer,
  Menu,
  Popover,
  Portal,
  SegmentGroup,
  Tabs,
  Toast,
  Toaster as ChakraToaster,
  Tooltip,
  createToaster,
} from '@chakra-ui/react';
