// jsdom lacks what react-router 7 and Chakra v3 expect from a browser.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

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

// jsdom has no PointerEvent; Ark/zag components build one on keyboard presses and blur.
if (!window.PointerEvent) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

// Chakra's dialogs, menus and typed input are slow in jsdom on a busy two-core machine: 5 s made tests flaky.
jest.setTimeout(20000);
// findBy… waits for lazily loaded pages, which import their page and a shared-ui entry (views, forms,
// overlays): under CI's load that took more than the default second. A text that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// React 19 in development captures a stack (an Error) for every element it creates, to name its owner in
// warnings; at jest's limit of 100 frames that was a fifth of a page test's CPU. The frames React reads
// and a failing test's own frames are near the top: Node's default of 10 keeps them.
Error.stackTraceLimit = 10;
