import { Button, HStack, RouterLink } from '@pcb/shared-ui';

/** The catalogue forms' footer (spec: Save and Back): submit, or return to the list. */
export function SaveBackButtons({ saving, backTo }: { saving: boolean; backTo: string }) {
  return (
    <HStack>
      <Button type="submit" loading={saving}>
        Save
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={backTo}>Back</RouterLink>
      </Button>
    </HStack>
  );
}
