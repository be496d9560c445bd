import { IconButton, InitialCircle, type IconButtonProps } from '@pcb/shared-ui';
import { forwardRef } from 'react';

/** The admin's initial in a circle: the avatar menu's trigger, drawn before the menu itself has loaded. */
export const AdminMenuButton = forwardRef<HTMLButtonElement, IconButtonProps>(function AdminMenuButton(props, ref) {
  return (
    <IconButton ref={ref} aria-label="Menu admin" variant="ghost" rounded="full" {...props}>
      <InitialCircle name="Admin" size="8" bg="bg.emphasized" color="fg" fontSize="sm" fontWeight="medium" />
    </IconButton>
  );
});
