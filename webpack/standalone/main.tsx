// A remote's stand-alone dev page: the remote's exposed app inside the same providers the shell
// gives it, so one remote can be developed without the shell.
import { AppProviders, BrowserRouter, useSession } from '@pcb/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ExposedApp from 'exposed-app';

// As the shell does once per page: who is signed in, and any session-ended message.
void useSession.getState().start();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <ExposedApp />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
