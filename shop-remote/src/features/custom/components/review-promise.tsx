import { Text, useQuery } from '@pcb/shared-ui';
import { reviewTimeQuery } from '../api';

const reviewPromiseText = (promise: string, sent: boolean) =>
  sent ? `Admin meninjau request Anda dalam ${promise}.` : `Setelah dikirim, admin meninjau request dalam ${promise}.`;

/** The review time the shop promises, where the buyer sends a request and while it waits (nothing until it has loaded). */
export function ReviewPromise({ sent }: { sent: boolean }) {
  const promise = useQuery(reviewTimeQuery);
  if (!promise.data) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="review-promise">
      {reviewPromiseText(promise.data.text, sent)}
    </Text>
  );
}
