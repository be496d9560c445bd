import { orderLines } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import {
  Alert,
  AsyncContent,
  Button,
  DEFAULT_ERROR_TEXT,
  HStack,
  IconButton,
  Link,
  PageTitle,
  RouterLink,
  Stack,
  Text,
  formatDateTime,
  genericFailure,
  useQuery,
  useSearchParams,
} from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { Form, TextareaField, firstProblem, useForm, useFormContext, useWatch, type Rule } from '@pcb/shared-ui/forms';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { urls } from '../../../lib/paths';
import { ordersQuery, type OrderRow } from '../api';
import { REVIEW_TEXTS } from '../texts';

const MAX_STARS = 5;

type Review = { stars: number; comment: string };

const REVIEW_RULES: Rule<Review>[] = [(review) => (review.stars > 0 ? undefined : REVIEW_TEXTS.noStars)];

function StarPicker() {
  const { setValue } = useFormContext<Review>();
  const stars = useWatch<Review, 'stars'>({ name: 'stars' });
  const setStars = (value: number) => setValue('stars', value);
  return (
    <Stack gap="1">
      <Text fontWeight="medium" id="review-stars">
        Rating
      </Text>
      <HStack gap="1" role="radiogroup" aria-labelledby="review-stars">
        {Array.from({ length: MAX_STARS }, (_, index) => index + 1).map((value) => (
          <IconButton
            key={value}
            role="radio"
            aria-checked={stars === value}
            aria-label={`${value} bintang`}
            variant="ghost"
            size="sm"
            color={value <= stars ? 'orange.solid' : 'fg.subtle'}
            onClick={() => setStars(value)}
          >
            <Star fill={value <= stars ? 'currentColor' : 'none'} />
          </IconButton>
        ))}
      </HStack>
    </Stack>
  );
}

function ReviewForm({ order }: { order: OrderRow }) {
  const form = useForm<Review>({ defaultValues: { stars: 0, comment: '' } });
  const [problem, setProblem] = useState<string | undefined>();
  const [noted, setNoted] = useState(false);
  const submit = (review: Review) => {
    const broken = firstProblem(review, REVIEW_RULES);
    setProblem(broken);
    if (!broken) setNoted(true);
  };
  return (
    <Stack gap="4" maxW="xl">
      <Stack gap="0.5" as="section" aria-label="Pesanan">
        <Text fontWeight="bold">Pesanan {orderNumber(order._id)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(order.created_at)} ·{' '}
          {orderLines(order)
            .map((line) => `${line.name} × ${line.quantity}`)
            .join(', ')}
        </Text>
      </Stack>
      {noted ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{REVIEW_TEXTS.noted}</Alert.Title>
        </Alert.Root>
      ) : (
        <Form form={form} onSubmit={submit} label="Review">
          <StarPicker />
          <TextareaField name="comment" label="Komentar" />
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" alignSelf="start">
            Kirim Ulasan
          </Button>
        </Form>
      )}
    </Stack>
  );
}

function NoOrder() {
  return (
    <Alert.Root status="info" maxW="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{REVIEW_TEXTS.noOrder}</Alert.Title>
        <Link asChild color="brand.fg">
          <RouterLink to={urls.transactions('selesai')}>Lihat pesanan selesai</RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * `/review?order={id}`, opened from a finished order's Review: stars and a comment for that order.
 * The spec keeps it local: nothing is sent, the buyer is told it was noted.
 */
export function ReviewPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const finished = useQuery({ ...ordersQuery(['selesai']), enabled: orderId !== null });
  return (
    <>
      <PageTitle page="Review" />
      <PageHeader title="Review" description="Bagaimana pesanan Anda? Beri bintang dan komentar." />
      {orderId === null ? (
        <NoOrder />
      ) : (
        <AsyncContent query={finished} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat pesanan...">
          {(orders) => {
            const order = orders.find((candidate) => candidate._id === orderId);
            return order ? <ReviewForm order={order} /> : <NoOrder />;
          }}
        </AsyncContent>
      )}
    </>
  );
}
