import { Box, HStack, Text } from '@pcb/shared-ui';
import { Star, StarHalf } from 'lucide-react';

/** Every card shows the same rating: the spec fixes it at 4.5 of 5 (it is not product data). */
export const FIXED_RATING = 4.5;
export const RATING_MAX = 5;

const STAR_SIZE = 16;

/** One star: full, half (a half star drawn over an empty one) or empty. */
function RatingStar({ fill }: { fill: number }) {
  if (fill >= 1) return <Star size={STAR_SIZE} fill="currentColor" />;
  return (
    <Box position="relative" lineHeight="0">
      <Star size={STAR_SIZE} opacity={0.35} />
      {fill > 0 && <StarHalf size={STAR_SIZE} fill="currentColor" style={{ position: 'absolute', inset: 0 }} />}
    </Box>
  );
}

/** The fixed 4.5 drawn as plain icons: a rating that never changes needs no rating widget. */
export function FixedRating() {
  const label = `Rating ${FIXED_RATING} dari ${RATING_MAX}`;
  return (
    <HStack gap="1.5">
      <HStack gap="0.5" color="yellow.500" role="img" aria-label={label}>
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <RatingStar key={index} fill={Math.min(1, Math.max(0, FIXED_RATING - index))} />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {FIXED_RATING}
      </Text>
    </HStack>
  );
}
