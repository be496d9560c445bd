import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@pcb/shared-ui';
import { REMOTE_FAILED_TEXT, RemoteBoundary } from '../remote-boundary';
import type { RemoteModule } from '../remotes';

const remoteApp: RemoteModule = { default: () => <p>remote page</p> };

function renderBoundary(load: () => Promise<RemoteModule>, reload = jest.fn()) {
  return render(
    <AppProviders>
      <nav>shell navigation</nav>
      <RemoteBoundary load={load} reload={reload} />
    </AppProviders>,
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading indicator and then the remote once it has loaded', async () => {
    renderBoundary(() => Promise.resolve(remoteApp));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('remote page')).toBeInTheDocument();
  });

  it('draws a remote that has already loaded in the first render, with no loading indicator', () => {
    const load = jest.fn(() => Promise.resolve(remoteApp));
    render(
      <AppProviders>
        <RemoteBoundary load={load} loaded={remoteApp} />
      </AppProviders>,
    );
    expect(screen.getByText('remote page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the Indonesian failure message with retry and reload when the remote cannot be loaded', async () => {
    renderBoundary(() => Promise.reject(new Error('ScriptNetworkError')));
    expect(await screen.findByText(REMOTE_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it('keeps the rest of the page working while a remote has failed', async () => {
    renderBoundary(() => Promise.reject(new Error('down')));
    await screen.findByText(REMOTE_FAILED_TEXT);
    expect(screen.getByText('shell navigation')).toBeVisible();
  });

  it('loads the remote again on "Coba lagi" and shows it once it is back, without reloading the page', async () => {
    const load = jest.fn<Promise<RemoteModule>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(remoteApp);
    renderBoundary(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(REMOTE_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('reloads the whole page on "Muat ulang"', async () => {
    const reload = jest.fn();
    renderBoundary(() => Promise.reject(new Error('down')), reload);
    await userEvent.click(await screen.findByRole('button', { name: 'Muat ulang' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the failure message when the remote throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    renderBoundary(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText(REMOTE_FAILED_TEXT)).toBeInTheDocument();
  });
});
