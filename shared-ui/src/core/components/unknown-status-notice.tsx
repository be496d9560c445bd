import { Alert } from '@chakra-ui/react';
import { useUnknownStatuses } from '../hooks/use-status-filter';

export const unknownStatusText = (statuses: readonly string[]) => `Status tidak dikenal diabaikan: ${statuses.join(', ')}`;

/** A short notice above a status-filtered list that some `?status=` values were ignored; nothing otherwise. */
export function UnknownStatusNotice({ known }: { known: readonly string[] }) {
  const unknown = useUnknownStatuses(known);
  if (unknown.length === 0) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title>{unknownStatusText(unknown)}</Alert.Title>
    </Alert.Root>
  );
}
