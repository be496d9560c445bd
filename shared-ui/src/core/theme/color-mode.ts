import { create } from 'zustand';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

/** Also read by webpack/color-mode.js, which applies the mode before the first paint. */
export const COLOR_MODE_STORAGE_KEY = 'pcb-color-mode';

export interface ColorModeState {
  preference: ColorModePreference;
  /** What the page shows: the preference, or the operating system's choice under `system`. */
  mode: ColorMode;
  setPreference(preference: ColorModePreference): void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(storage: Storage): ColorModePreference {
  try {
    const stored = storage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function savePreference(storage: Storage, preference: ColorModePreference) {
  try {
    if (preference === 'system') storage.removeItem(COLOR_MODE_STORAGE_KEY);
    else storage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

function resolve(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference !== 'system') return preference;
  return systemPrefersDark ? 'dark' : 'light';
}

/** Chakra's `_dark` condition follows the `dark` class on <html>. */
function apply(root: HTMLElement, mode: ColorMode) {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

export function createColorModeStore(win: Window = window) {
  const media = win.matchMedia(DARK_QUERY);
  const root = win.document.documentElement;
  const initial = readPreference(win.localStorage);

  const store = create<ColorModeState>()((set) => ({
    preference: initial,
    mode: resolve(initial, media.matches),
    setPreference(preference) {
      savePreference(win.localStorage, preference);
      set({ preference, mode: resolve(preference, media.matches) });
    },
  }));

  store.subscribe((state) => apply(root, state.mode));
  apply(root, store.getState().mode);
  media.addEventListener('change', (event) => {
    const { preference } = store.getState();
    if (preference === 'system') store.setState({ mode: resolve(preference, event.matches) });
  });
  return store;
}

/** The page's one colour-mode store (shared-ui is a singleton across the shell and the remotes). */
export const useColorMode = createColorModeStore();
