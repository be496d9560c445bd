import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { readDesignInWorker, warmDesignWorker } from '../../gerber/read-design-in-worker';
import { fakeBff } from '../../testing/fake-bff';
import { renderWithShell } from '../../testing/render';
import { DesignPreview, usePreviewOnIntent, useReadOnChoice } from '../lazy-design-preview';

jest.mock('../../gerber/read-design-in-worker', () => ({ readDesignInWorker: jest.fn(), warmDesignWorker: jest.fn() }));

function DesignField() {
  return <input type="file" aria-label="File desain" {...usePreviewOnIntent()} />;
}

describe('the design field', () => {
  beforeEach(() => jest.mocked(warmDesignWorker).mockClear());

  it.each([
    ['the pointer reaches it (a touch too)', fireEvent.pointerEnter],
    ['it gets the focus', fireEvent.focus],
    ['a file is dragged onto it', fireEvent.dragEnter],
  ])('starts the preview’s worker and loads the capabilities when %s, before any file is chosen', async (_, reach) => {
    const bff = fakeBff({ 'GET /bff/api/design-capabilities': { status: 200, body: DEFAULT_DESIGN_CAPABILITIES } });
    renderWithShell(<DesignField />);
    expect(warmDesignWorker).not.toHaveBeenCalled();
    reach(screen.getByLabelText('File desain'));
    await waitFor(() => expect(warmDesignWorker).toHaveBeenCalled());
    expect(bff.callsTo('GET', '/bff/api/design-capabilities')).toHaveLength(1);
  });
});

/** A design field whose preview shows only when the test says: as the form's transition mounts it, later. */
function ChoosingField() {
  const [file, setFile] = useState<File | null>(null);
  const [previewShown, setPreviewShown] = useState(false);
  const readOnChoice = useReadOnChoice();
  const choose = (input: HTMLInputElement) => {
    const chosen = input.files![0];
    readOnChoice(chosen);
    setFile(chosen);
  };
  return (
    <>
      <input type="file" aria-label="File desain" {...usePreviewOnIntent()} onChange={(e) => choose(e.currentTarget)} />
      <button onClick={() => setPreviewShown(true)}>show</button>
      {previewShown && file && <DesignPreview file={file} fileName={file.name} />}
    </>
  );
}

describe('a chosen design file', () => {
  it('is read at once, before the form shows its preview, and the preview shows that same reading', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    jest.mocked(readDesignInWorker).mockImplementation(async function* () {
      await finished;
      yield { reading: null };
    });
    const bff = fakeBff({ 'GET /bff/api/design-capabilities': { status: 200, body: DEFAULT_DESIGN_CAPABILITIES } });
    renderWithShell(<ChoosingField />);
    const field = screen.getByLabelText('File desain');
    fireEvent.pointerEnter(field);
    await waitFor(() => expect(bff.callsTo('GET', '/bff/api/design-capabilities')).toHaveLength(1));
    await waitFor(() => expect(warmDesignWorker).toHaveBeenCalled());
    const file = new File([new Uint8Array([80, 75, 5, 6])], 'board.zip', { type: 'application/zip' });
    fireEvent.change(field, { target: { files: [file] } });
    await waitFor(() => expect(readDesignInWorker).toHaveBeenCalledWith(file, DEFAULT_DESIGN_CAPABILITIES));

    // The worker may be done before the form, slowed, shows the preview: the reading waits for it.
    finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText(/tidak berisi file Gerber atau drill/)).toBeInTheDocument();
    expect(readDesignInWorker).toHaveBeenCalledTimes(1);
  });
});
