import { Heading, PageTitle, Stack, Text } from '@pcb/shared-ui';

interface ServiceIntroProps {
  /** The page's name in the browser tab. */
  page: string;
  title: string;
  /** One line about the service, under the title. */
  children: string;
}

/** The top of a custom service page: its tab title, its heading and a line about it. */
export function ServiceIntro({ page, title, children }: ServiceIntroProps) {
  return (
    <>
      <PageTitle page={page} />
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
      </Stack>
    </>
  );
}
