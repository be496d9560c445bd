import { Button, Card, Heading, RouterLink, Stack, Text } from '@pcb/shared-ui';
import { List } from '@pcb/shared-ui/views';

export interface Service {
  title: string;
  summary: string;
  /** What the buyer should have ready before starting. */
  needs: readonly string[];
  start: { label: string; to: string };
}

/** One custom service: what it is, what to prepare, and the way in. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card.Root as="article" aria-labelledby={`${service.start.to}-title`} height="full">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={`${service.start.to}-title`}>
          {service.title}
        </Heading>
        <Text>{service.summary}</Text>
        <Stack gap="1">
          <Text fontWeight="semibold">Yang perlu disiapkan</Text>
          <List.Root ps="5">
            {service.needs.map((need) => (
              <List.Item key={need}>{need}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild width="full">
          <RouterLink to={service.start.to}>{service.start.label}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
