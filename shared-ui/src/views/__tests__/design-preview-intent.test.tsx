import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { warmDesignWorker } from '../../gerber/read-design-in-worker';
import { fakeBff } from '../../testing/fake-bff';
import { renderWithShell } from '../../testing/render';
import { usePreviewOnIntent } from '../lazy-design-preview';

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
