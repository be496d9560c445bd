import { BrowserRouter, useSession } from '@pcb/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Once per page: who is signed in, and any session-ended message waiting for a login screen.
void useSession.getState().refresh();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
