import { HStack, RatingGroup, Text } from '@chakra-ui/react';

/** Every card shows the same rating: the spec fixes it at 4.5 of 5 (it is not product data). */
export const FIXED_RATING = 4.5;
export const RATING_MAX = 5;

export function FixedRating() {
  return (
    <HStack gap="1.5">
      <RatingGroup.Root readOnly allowHalf count={RATING_MAX} value={FIXED_RATING} size="sm" colorPalette="yellow">
        <RatingGroup.Label srOnly>{`Rating ${FIXED_RATING} dari ${RATING_MAX}`}</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <RatingGroup.Control />
      </RatingGroup.Root>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {FIXED_RATING}
      </Text>
    </HStack>
  );
}
