import { Box, CloseButton } from '@pcb/shared-ui';
import { Drawer, Portal } from '@pcb/shared-ui/overlays';
import { AdminNavLinks } from './admin-nav-links';
import { DRAWER_WIDTH } from './sizes';

/** The ADMIN sidebar on a narrow screen: a drawer over the page, closed by choosing an entry. */
export function AdminDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={DRAWER_WIDTH}>
            <Drawer.Header>
              <Drawer.Title letterSpacing="widest" color="fg.muted">
                ADMIN
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="ADMIN">
                <AdminNavLinks onNavigate={() => onOpenChange(false)} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup menu ADMIN" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
