// jsdom lacks what react-router 7 and Chakra v3 expect from a browser.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
