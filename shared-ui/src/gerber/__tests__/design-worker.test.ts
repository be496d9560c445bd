import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract';
import { askDesignWorker } from '../ask-design-worker';
import type { WorkerAnswer, WorkerQuestion } from '../design.worker';
import { twoLayerBoardZip } from '../../testing/gerber-fixture';

jest.setTimeout(30_000);

const question = (zip: Blob): WorkerQuestion => ({ zip, capabilities: DEFAULT_DESIGN_CAPABILITIES });
const notAZip = new Blob(['not a zip']);

describe('the design worker', () => {
  // jsdom's window stands in for the worker's scope: the script sets its onmessage and answers with its postMessage.
  const posted: WorkerAnswer[] = [];
  const post = jest.spyOn(window, 'postMessage');
  // The worker's script sets its onmessage as it loads.
  beforeAll(() => import('../design.worker'));
  beforeEach(() => {
    posted.length = 0;
    post.mockImplementation((answer: WorkerAnswer) => posted.push(answer));
  });
  const ask = async (asked: WorkerQuestion) => {
    await (self.onmessage as unknown as (event: { data: WorkerQuestion }) => Promise<void>)({ data: asked });
    return posted;
  };

  it('answers with the reading', async () => {
    expect(await ask(question(twoLayerBoardZip()))).toEqual([{ reading: expect.objectContaining({ picture: expect.anything() }) }]);
  });

  it('answers a failure when the file cannot be read', async () => {
    expect(await ask(question(notAZip))).toEqual([{ failed: true }]);
  });

  it('answers a failure when its reading cannot be posted', async () => {
    post.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    expect(await ask(question(twoLayerBoardZip()))).toEqual([{ failed: true }]);
  });
});

/** A worker that does what it is told when asked: answer, fail to start, or send what cannot be read. */
function fakeWorker(behave: (worker: Worker) => void): Worker {
  const worker = { postMessage: () => setTimeout(() => behave(worker)) } as unknown as Worker;
  return worker;
}

describe('askDesignWorker', () => {
  it("gives the worker's reading", async () => {
    const worker = fakeWorker((worker) => worker.onmessage!(new MessageEvent('message', { data: { reading: null } })));
    await expect(askDesignWorker(worker, question(notAZip))).resolves.toBeNull();
  });

  it.each([
    ['the worker answers a failure', (worker: Worker) => worker.onmessage!(new MessageEvent('message', { data: { failed: true } }))],
    ['the worker fails to start', (worker: Worker) => worker.onerror!(new ErrorEvent('error', { message: "Cannot read properties of undefined (reading 'call')" }))],
    ['the answer cannot be read', (worker: Worker) => worker.onmessageerror!(new MessageEvent('messageerror'))],
  ])('fails, never waits, when %s', async (_, behave) => {
    await expect(askDesignWorker(fakeWorker(behave), question(notAZip))).rejects.toThrow();
  });
});
