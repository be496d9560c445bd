import { readDesign } from './read-design';

/** The tests' stand-in for read-design-in-worker.ts (jest.preset.js maps it): jsdom has no Web Worker, so the reading runs in-process. */
export const readDesignInWorker = readDesign;

/** Nothing to start ahead in-process. */
export const warmDesignWorker = () => undefined;
