import { Text } from '@pcb/shared-ui';
import { useTimeLeft } from '../hooks/use-time-left';

function spell(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours} jam ${minutes} menit ${seconds % 60} detik`;
}

/** How long an unpaid order may still be paid (pcb-api ends it after `PAYMENT_EXPIRY`). */
export function PaymentDeadline({ deadline }: { deadline: string }) {
  const left = useTimeLeft(deadline);
  return (
    <Text fontSize="xs" color={left > 0 ? 'orange.fg' : 'red.fg'}>
      {left > 0 ? `Sisa waktu pembayaran: ${spell(left)}` : 'Batas waktu pembayaran habis'}
    </Text>
  );
}
