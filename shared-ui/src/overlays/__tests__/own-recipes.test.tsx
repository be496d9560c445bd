import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../core/theme/system';
import { Avatar, Checkbox, Dialog, Drawer, Menu } from '../chakra';

describe('overlay components', () => {
  // The toast's own recipe is checked where a toast is shown (components/__tests__/toaster.test.tsx).
  it('style themselves: the first paint theme leaves their recipes out', () => {
    for (const key of ['avatar', 'checkbox', 'dialog', 'drawer', 'menu', 'toast']) expect(system.isSlotRecipe(key)).toBe(false);
    render(
      <ChakraProvider value={system}>
        <Avatar.Root data-testid="avatar" />
        <Checkbox.Root data-testid="checkbox" />
        <Dialog.Root open>
          <Dialog.Content data-testid="dialog" />
        </Dialog.Root>
        <Drawer.Root open>
          <Drawer.Content data-testid="drawer" />
        </Drawer.Root>
        <Menu.Root open>
          <Menu.Content data-testid="menu" />
        </Menu.Root>
      </ChakraProvider>,
    );
    expect(screen.getByTestId('avatar')).toHaveClass('chakra-avatar__root');
    expect(screen.getByTestId('checkbox')).toHaveClass('chakra-checkbox__root');
    expect(screen.getByTestId('dialog')).toHaveClass('chakra-dialog__content');
    expect(screen.getByTestId('drawer')).toHaveClass('chakra-drawer__content');
    expect(screen.getByTestId('menu')).toHaveClass('chakra-menu__content');
  });
});
