import type { ReactElement } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useOpenAfterMount } from '../core/hooks/use-open-on-intent';
import { Menu, Portal } from './chakra';

export interface AccountMenuLink {
  /** The item's key; the first one is highlighted when the menu opens. */
  value: string;
  label: string;
  to: string;
}

interface AccountMenuProps {
  /** Ends the session (the app's useSignOut: this entry keeps no session state of its own). */
  onLogout(): void;
  /** The avatar button that opens the menu. */
  trigger: ReactElement;
  links: readonly AccountMenuLink[];
}

/**
 * A signed-in account's avatar menu at the end of a top bar: its pages, then Logout. It is rendered
 * by a click on its stand-in, so it opens at once with its first entry highlighted.
 */
export function AccountMenu({ trigger, links, onLogout }: AccountMenuProps) {
  const open = useOpenAfterMount(links[0].value);
  const navigate = useNavigate();
  // An entry chosen by keyboard goes to its page inside the app: the menu would otherwise click the
  // link with a synthetic event that React's router never sees, and the browser would load the page anew.
  const openLink = ({ value }: { value: string }) => navigate(links.find((link) => link.value === value)!.to);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} {...open} navigate={openLink}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {links.map((link) => (
              <Menu.Item key={link.value} value={link.value} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Item value="logout" onSelect={onLogout}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
