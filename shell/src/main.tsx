import { BrowserRouter, useSession } from '@pcb/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Once per page: who is signed in, and any session-ended message waiting for a login screen
// (written into the page by the BFF).
void useSession.getState().start();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
