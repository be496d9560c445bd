import { Box, CloseButton, ColorModeSwitch, PRODUCT_NAME } from '@pcb/shared-ui';
import { Drawer, Portal } from '@pcb/shared-ui/overlays';
import { MainNav } from './main-nav';

/** The tabs and the colour-mode switch on narrow screens; opened by the top bar's menu button. */
export function SideDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{PRODUCT_NAME}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Menu samping">
                <MainNav direction="column" onNavigate={() => onOpenChange(false)} />
              </nav>
              <Box mt="6">
                <ColorModeSwitch />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Tutup menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
