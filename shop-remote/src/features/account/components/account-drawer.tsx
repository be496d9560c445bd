import { CloseButton } from '@pcb/shared-ui';
import { Drawer, Portal } from '@pcb/shared-ui/overlays';
import { AccountNav } from './account-nav';

/** The user sidebar on narrow screens; loaded the first time it is opened. */
export function AccountDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Akun Saya</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <AccountNav onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Tutup menu akun" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
