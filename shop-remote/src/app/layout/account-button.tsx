import { Button, InitialCircle, Text, type ButtonProps } from '@pcb/shared-ui';
import { forwardRef } from 'react';

/** The signed-in buyer's initial in a circle and the username: the avatar menu's trigger. */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps & { username: string }>(function AccountButton({ username, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" px="1" aria-label={`Menu akun ${username}`} {...props}>
      <InitialCircle name={username} size="6" bg="brand.solid" color="brand.contrast" fontSize="xs" fontWeight="bold" />
      <Text hideBelow="sm" maxW="32" truncate>
        {username}
      </Text>
    </Button>
  );
});
