import { BrowserRouter, useSession } from '@pcb/shared-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, awaitRemoteOf } from './app/app';

/** How long the first render waits for the opened page's remote before it shows a Loading indicator. */
const FIRST_RENDER_WAIT_MS = 1_000;

// Once per page: who is signed in, and any session-ended message waiting for a login screen
// (written into the page by the BFF).
void useSession.getState().start();

void awaitRemoteOf(window.location.pathname, FIRST_RENDER_WAIT_MS).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
