import { Alert, Button, HStack, IconButton, Stack, Text } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { Form, TextareaField, useForm, useFormContext, useWatch } from '@pcb/shared-ui/forms';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../../app/page-title';

export const REVIEW_NOTED = 'Terima kasih! Ulasan Anda sudah kami catat.';
const MAX_STARS = 5;

type Review = { stars: number; comment: string };

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

/**
 * `/review`: stars and a comment for a finished order. The spec keeps it local: nothing is sent,
 * the buyer is told it was noted.
 */
export function ReviewPage() {
  usePageTitle('Review');
  const form = useForm<Review>({ defaultValues: { stars: 0, comment: '' } });
  const [noted, setNoted] = useState(false);
  return (
    <>
      <PageHeader title="Review" description="Bagaimana pesanan Anda? Beri bintang dan komentar." />
      {noted ? (
        <Alert.Root status="success" role="status" maxW="xl">
          <Alert.Indicator />
          <Alert.Title>{REVIEW_NOTED}</Alert.Title>
        </Alert.Root>
      ) : (
        <Form form={form} onSubmit={() => setNoted(true)} label="Review" maxW="xl">
          <StarPicker />
          <TextareaField name="comment" label="Komentar" />
          <Button type="submit" alignSelf="start">
            Kirim Ulasan
          </Button>
        </Form>
      )}
    </>
  );
}
