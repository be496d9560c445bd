import path from 'node:path';

/**
 * The pcb-api folder. `src/` and `dist/` sit at the same depth, so this holds both when run
 * from sources (tests, dev) and from the build; migrations are read from here, not copied.
 */
export const PACKAGE_ROOT = path.resolve(__dirname, '..');
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'migrations');

/** `DATA_DIR=memory://`: an in-memory database and a throw-away files folder (tests). */
export const IN_MEMORY = 'memory://';
