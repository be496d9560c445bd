import { BrowserRouter, useSession } from '@pcb/shared-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, awaitRemoteOf } from './app/app';
import { reportFailure, reportUncaughtFailures } from './mf/release-reports';
import { RemoteRefused } from './mf/remotes';

/** How long the first render waits for the opened page's remote before it shows a Loading indicator. */
const FIRST_RENDER_WAIT_MS = 1_000;

// Once per page: who is signed in, and any session-ended message waiting for a login screen
// (written into the page by the BFF).
void useSession.getState().start();
reportUncaughtFailures();

/** Draws the app once the opened page's remote has come, or after FIRST_RENDER_WAIT_MS. */
async function renderApp() {
  // The shared modules have just run (Chakra's system, the session): the opened page's remote starts
  // in a task of its own, so that a page starts in two shorter tasks rather than one long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await awaitRemoteOf(window.location.pathname, FIRST_RENDER_WAIT_MS);
  const root = createRoot(document.getElementById('root') as HTMLElement, {
    // What React does by default, except for a refused remote, whose reason is already a console warning;
    // and the remote's release hears of it (an uncaught one reaches the window's error event).
    onCaughtError(error) {
      reportFailure(error);
      if (!(error instanceof RemoteRefused)) console.error(error);
    },
  });
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
}

void renderApp();
