import { Box, Button, Card, Center, Heading, HStack, Image, RouterLink, Stack } from '@pcb/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import logo from '../../../assets/logo.svg';

export interface AuthLink {
  label: string;
  to: string;
}

interface AuthCardProps {
  title: string;
  onSubmit(): void;
  /** The banner, fields and submit button. */
  children: ReactNode;
  /** Buttons under the form, to the other screens (Home, Register, Back to Login…). */
  links: AuthLink[];
}

/** The sign-in screens: no top bar, one card of at most 400 px in the middle of the page. */
export function AuthCard({ title, onSubmit, children, links }: AuthCardProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="bg.subtle">
      <Card.Root width="100%" maxW="400px">
        <Card.Body>
          <Stack gap="6">
            <Stack align="center" gap="3">
              <Image src={logo} alt="" boxSize="12" />
              <Heading as="h1" size="xl">
                {title}
              </Heading>
            </Stack>
            <Box as="form" onSubmit={submit} aria-label={title}>
              <Stack gap="4">{children}</Stack>
            </Box>
            <HStack justify="space-between">
              {links.map((link, i) => (
                <Button key={link.to} asChild variant={i === 0 ? 'outline' : 'ghost'} size="sm">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Button>
              ))}
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
