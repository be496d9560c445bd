import { Link, NavLink, Stack, type StackProps } from '@pcb/shared-ui';
import { paths } from '../../lib/paths';

const TABS = [
  { label: 'Home', to: paths.home },
  { label: 'Product', to: paths.products },
  { label: 'Custom Product', to: paths.custom },
];

/** The three tabs, shown in the top bar from `md` up and in the side drawer below it. */
export function MainNav({ onNavigate, ...stack }: StackProps & { onNavigate?: () => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap={{ base: '1', md: '6' }} {...stack}>
      {TABS.map((tab) => (
        <li key={tab.to}>
          <Link
            asChild
            display="block"
            py="2"
            fontWeight="medium"
            color="fg.muted"
            borderBottomWidth={{ md: '2px' }}
            borderColor="transparent"
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
          >
            <NavLink to={tab.to} end onClick={onNavigate}>
              {tab.label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
