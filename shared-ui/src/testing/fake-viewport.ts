/**
 * Replaces jsdom's IntersectionObserver (which never reports) for one test: `scrollIntoView()` tells every
 * observer that its targets have come into view. Returns a function that puts the previous one back.
 */
export function fakeViewport() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  const previous = globalThis.IntersectionObserver;
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    scrollIntoView() {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    restore() {
      globalThis.IntersectionObserver = previous;
    },
  };
}
