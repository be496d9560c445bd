import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOR_MODE_STORAGE_KEY, createColorModeStore } from '../color-mode';

type ChangeListener = (event: { matches: boolean }) => void;

/** Lets a test decide what the operating system prefers, and change it. */
function fakeSystemPreference(prefersDark: boolean) {
  const listeners: ChangeListener[] = [];
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: prefersDark,
        media: query,
        addEventListener: (_: string, listener: ChangeListener) => listeners.push(listener),
      }) as unknown as MediaQueryList,
  );
  return { change: (matches: boolean) => listeners.forEach((listener) => listener({ matches })) };
}

const html = document.documentElement;

describe('the colour-mode store', () => {
  beforeEach(() => {
    localStorage.clear();
    html.className = '';
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows the system when nothing was chosen', () => {
    fakeSystemPreference(true);
    const store = createColorModeStore();
    expect(store.getState()).toMatchObject({ preference: 'system', mode: 'dark' });
  });

  it('remembers a chosen mode in the browser for the next visit', () => {
    fakeSystemPreference(false);
    createColorModeStore().getState().setPreference('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(createColorModeStore().getState()).toMatchObject({ preference: 'dark', mode: 'dark' });
  });

  it('forgets the stored mode when the system mode is chosen again', () => {
    fakeSystemPreference(false);
    const store = createColorModeStore();
    store.getState().setPreference('light');
    store.getState().setPreference('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it('puts the mode on <html> as the class Chakra reads, and swaps it on change', () => {
    fakeSystemPreference(false);
    const store = createColorModeStore();
    expect(html).toHaveClass('light');
    store.getState().setPreference('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('follows a change of the system mode while the system mode is chosen', () => {
    const system = fakeSystemPreference(false);
    const store = createColorModeStore();
    system.change(true);
    expect(store.getState().mode).toBe('dark');
    expect(html).toHaveClass('dark');
  });

  it('ignores a change of the system mode while a mode is chosen', () => {
    const system = fakeSystemPreference(false);
    const store = createColorModeStore();
    store.getState().setPreference('light');
    system.change(true);
    expect(store.getState().mode).toBe('light');
  });

  it('treats an unknown stored value as the system mode', () => {
    fakeSystemPreference(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(createColorModeStore().getState().preference).toBe('system');
  });

  it('shares its storage key with the script that applies the mode before the first paint', () => {
    const script = readFileSync(join(__dirname, '../../../../../webpack/color-mode.js'), 'utf8');
    expect(script).toContain(`('${COLOR_MODE_STORAGE_KEY}')`);
  });
});
