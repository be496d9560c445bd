import { Box, Flex, Heading, Hint, HStack, IconButton, Link, PRODUCT_NAME, SimpleGrid, Stack, Text } from '@pcb/shared-ui';
import { SHOP_CENTRE } from '@pcb/contract/domain';
import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../brand-icons';

const CONTACT = SHOP_CENTRE;

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/polibatamofficial', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/polibatamofficial', Icon: FacebookIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@polibatamofficial', Icon: YoutubeIcon },
];

export const TEAM_CREDIT = 'Dikembangkan oleh tim mahasiswa Teknik Informatika Politeknik Negeri Batam';
export const CREDIT_OPEN_DELAY_MS = 100;

function TeamCredit() {
  return (
    <Hint content={TEAM_CREDIT} openDelay={CREDIT_OPEN_DELAY_MS}>
      <Text as="span" tabIndex={0} cursor="help" textDecoration="underline dotted" fontSize="sm">
        {`© ${new Date().getFullYear()} ${PRODUCT_NAME}`}
      </Text>
    </Hint>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="2">
      <Box color="brand.300" mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <SimpleGrid maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10" columns={{ base: 1, md: 3 }} gap="8">
        <Stack gap="2">
          <Heading as="h2" size="md" color="brand.300">
            {PRODUCT_NAME}
          </Heading>
          <Text fontSize="sm">Toko PCB online: PCB standar, prototipe, perakitan, dan komponen elektronik dalam satu tempat.</Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Kontak
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            <ContactLine icon={<Phone size={16} />}>
              <Link href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} color="inherit">
                {CONTACT.phone}
              </Link>
            </ContactLine>
            <ContactLine icon={<Mail size={16} />}>
              <Link href={`mailto:${CONTACT.email}`} color="inherit">
                {CONTACT.email}
              </Link>
            </ContactLine>
            <ContactLine icon={<MapPin size={16} />}>{CONTACT.address}</ContactLine>
          </Stack>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Ikuti Kami
          </Heading>
          <HStack gap="1">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <IconButton key={label} asChild variant="ghost" color="gray.100" _hover={{ bg: 'whiteAlpha.200' }}>
                <a href={href} target="_blank" rel="noreferrer" aria-label={label}>
                  <Icon />
                </a>
              </IconButton>
            ))}
          </HStack>
        </Stack>
      </SimpleGrid>
      <Flex borderTopWidth="1px" borderColor="whiteAlpha.200" py="4" justify="center">
        <TeamCredit />
      </Flex>
    </Box>
  );
}
