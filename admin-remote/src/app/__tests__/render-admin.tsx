import { MemoryRouter } from '@pcb/shared-ui/testing';
import { render } from '@testing-library/react';
import { AppProviders, queryClient, useLocation } from '@pcb/shared-ui';
import AdminApp from '../admin-app';

function CurrentPath() {
  return <div data-testid="path">{useLocation().pathname}</div>;
}

/** The exposed app as the shell renders it, at one path, with the current path readable by the test; no answer of an earlier test cached. */
export function renderAdminAt(path: string) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AdminApp />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}
