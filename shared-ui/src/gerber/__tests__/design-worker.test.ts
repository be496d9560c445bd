import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { askDesignWorker } from '../ask-design-worker';
import type { WorkerAnswer, WorkerQuestion } from '../design.worker';
import type { DesignAnswer, DesignReading } from '../design-reading';
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

  it('answers the pictures, then the design-rule report', async () => {
    expect(await ask(question(twoLayerBoardZip()))).toEqual([
      { reading: expect.objectContaining({ picture: expect.anything(), report: null }) },
      { report: expect.any(Array), checkingMs: expect.any(Number) },
    ]);
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

/** A worker that, once asked, sends these messages one by one (a function: an event of its own, as a failing start). */
function fakeWorker(...messages: (WorkerAnswer | ((worker: Worker) => void))[]): Worker {
  const worker = {
    postMessage: () =>
      messages.forEach((message, i) =>
        setTimeout(() => (typeof message === 'function' ? message(worker) : worker.onmessage!(new MessageEvent('message', { data: message }))), i),
      ),
  } as unknown as Worker;
  return worker;
}

async function answersOf(worker: Worker) {
  const answers: DesignAnswer[] = [];
  for await (const answer of askDesignWorker(worker, question(notAZip))) answers.push(answer);
  return answers;
}

const reading = { measures: {}, picture: null, report: null, phasesMs: { reading: 1, drawing: 1 } } as unknown as DesignReading;
const report = { report: [], checkingMs: 1 };

describe('askDesignWorker', () => {
  it("gives the worker's answers up to its report", async () => {
    expect(await answersOf(fakeWorker({ reading }, report))).toEqual([{ reading }, report]);
  });

  it('ends at a reading of a zip without Gerber', async () => {
    expect(await answersOf(fakeWorker({ reading: null }))).toEqual([{ reading: null }]);
  });

  it.each([
    ['the worker answers a failure', { failed: true } as const],
    [
      'the worker fails to start',
      (worker: Worker) => worker.onerror!(new ErrorEvent('error', { message: "Cannot read properties of undefined (reading 'call')" })),
    ],
    ['the answer cannot be read', (worker: Worker) => worker.onmessageerror!(new MessageEvent('messageerror'))],
  ])('fails, never waits, when %s', async (_, message) => {
    await expect(answersOf(fakeWorker(message))).rejects.toThrow();
  });

  it('fails when the checks fail after the pictures', async () => {
    await expect(answersOf(fakeWorker({ reading }, { failed: true }))).rejects.toThrow('design preview failed');
  });
});

describe('readDesignInWorker', () => {
  // The real module (jest maps `read-design-in-worker` to the in-process reader), with workers that answer at once.
  const started: Worker[] = [];
  beforeAll(() => {
    globalThis.Worker = jest.fn(() => {
      const worker = fakeWorker({ reading: null });
      worker.terminate = jest.fn();
      started.push(worker);
      return worker;
    }) as unknown as typeof Worker;
  });
  const { readDesignInWorker, warmDesignWorker } = jest.requireActual<typeof import('../read-design-in-worker')>('../read-design-in-worker.ts');
  const read = async () => {
    for await (const answer of readDesignInWorker(notAZip, DEFAULT_DESIGN_CAPABILITIES)) expect(answer).toEqual({ reading: null });
  };

  it('reads with the worker started ahead, once, and ends it; the next file gets a new one', async () => {
    warmDesignWorker();
    warmDesignWorker();
    expect(started).toHaveLength(1);
    await read();
    expect(started).toHaveLength(1);
    expect(started[0].terminate).toHaveBeenCalled();
    await read();
    expect(started).toHaveLength(2);
    expect(started[1].terminate).toHaveBeenCalled();
  });
});
