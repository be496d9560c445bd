// `@pcb/shared-ui/testing`: what the apps' tests render with. Never imported by app code.
export { MemoryRouter } from 'react-router';
export { fakeResponse } from './fake-response';
export { fakeBff, type FakeAnswer, type RecordedCall } from './fake-bff';
export { LocationDisplay, renderWithShell } from './render';
export { aProduct, unreviewedRequestFields } from './fixtures';
export { fakeViewport } from './fake-viewport';
export { twoLayerBoardZip } from './gerber-fixture';
