import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSession, type Role } from './session-store';

/**
 * The session-ended message the BFF handed over for a role, shown once on its login screen:
 * taken when the screen opens, and again whenever a session ends while it is open.
 */
export function SessionEndedBanner({ role }: { role: Role }) {
  const pending = useSession((s) => s.message[role]);
  const [text, setText] = useState<string>();

  useEffect(() => {
    const message = useSession.getState().takeMessage(role);
    if (message) setText(message);
  }, [pending, role]);

  if (!text) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
