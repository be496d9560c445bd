// jsdom has no PointerEvent; Ark/zag components build one on keyboard presses and blur.
if (typeof window !== 'undefined' && !window.PointerEvent) {
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
