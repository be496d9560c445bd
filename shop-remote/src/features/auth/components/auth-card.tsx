import { Button, Card, Center, Heading, HStack, Image, loginPathReturningTo, LOGO_URL, RouterLink, Stack, useReturnPath } from '@pcb/shared-ui';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';

interface AuthLink {
  label: string;
  to: string;
  /** Between login and register the page to return to (`?next=`) goes along, so signing up does not lose it. */
  keepsReturn?: boolean;
}

/** The buttons the sign-in screens lead away with, as the spec names them. */
export const AUTH_LINKS = {
  home: { label: 'Home', to: paths.home },
  register: { label: 'Register', to: paths.register, keepsReturn: true },
  backToLogin: { label: 'Back to Login', to: paths.login, keepsReturn: true },
} satisfies Record<string, AuthLink>;

interface AuthCardProps {
  title: string;
  /** The form: banner, fields and submit button. */
  children: ReactNode;
  /** Buttons under the form, to the other screens (Home, Register, Back to Login…). */
  links: AuthLink[];
}

/** The sign-in screens: no top bar, one card of at most 400 px in the middle of the page. */
export function AuthCard({ title, children, links }: AuthCardProps) {
  const returnTo = useReturnPath('');
  const target = (link: AuthLink) => (link.keepsReturn && returnTo ? loginPathReturningTo(link.to, returnTo) : link.to);
  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="bg.subtle">
      <Card.Root width="100%" maxW="400px">
        <Card.Body>
          <Stack gap="6">
            <Stack align="center" gap="3">
              <Image src={LOGO_URL} alt="" boxSize="12" />
              <Heading as="h1" size="xl">
                {title}
              </Heading>
            </Stack>
            {children}
            <HStack justify="space-between">
              {links.map((link, i) => (
                <Button key={link.to} asChild variant={i === 0 ? 'outline' : 'ghost'} size="sm">
                  <RouterLink to={target(link)}>{link.label}</RouterLink>
                </Button>
              ))}
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
