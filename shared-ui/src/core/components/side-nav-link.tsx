import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface SideNavLinkProps {
  to: string;
  /** Whether the address shown is this entry's page: it is then marked for the eye and for screen readers. */
  current: boolean;
  onNavigate?(): void;
  children: ReactNode;
}

/** An entry of a side menu (the back-office sidebar, the buyer's account menu). */
export function SideNavLink({ to, current, onNavigate, children }: SideNavLinkProps) {
  return (
    <Link
      asChild
      display="block"
      px="3"
      py="1.5"
      rounded="md"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
    >
      {/* Not a NavLink: it would mark every status list of the same path as current. */}
      <RouterLink to={to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Link>
  );
}
