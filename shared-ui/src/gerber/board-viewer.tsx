import { Box, Button, Group, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SIDES, VIEWER_LAYERS, type BoardPicture, type Side, type ViewerLayer } from './design-reading';

export const SIDE_LABELS: Record<Side, string> = { top: 'Sisi atas', bottom: 'Sisi bawah' };
export const LAYER_LABELS: Record<ViewerLayer, string> = {
  copper: 'Tembaga',
  soldermask: 'Solder mask',
  silkscreen: 'Silkscreen',
  drill: 'Drill',
  outline: 'Outline',
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 16;
const ZOOM_STEP = 1.5;
const PAN_STEP_PX = 40;

type Pictures = Record<Side, { base: string; layers: Partial<Record<ViewerLayer, string[]>> }>;

/** Blob URLs for every picture, shown through <img> so nothing in an SVG can run; revoked when the reading goes. */
function usePictureUrls(sides: BoardPicture['sides']): Pictures | null {
  const [urls, setUrls] = useState<Pictures | null>(null);
  useEffect(() => {
    const made: string[] = [];
    const url = (svg: Blob) => {
      const objectUrl = URL.createObjectURL(svg);
      made.push(objectUrl);
      return objectUrl;
    };
    const side = (s: Side) => ({
      base: url(sides[s].base),
      layers: Object.fromEntries(Object.entries(sides[s].layers).map(([layer, pieces]) => [layer, pieces.map(url)])),
    });
    setUrls({ top: side('top'), bottom: side('bottom') });
    return () => made.forEach((objectUrl) => URL.revokeObjectURL(objectUrl));
  }, [sides]);
  return urls;
}

/** Zoom (1× to 16×) and pan, by buttons, the wheel, dragging and the keyboard. */
function useZoomPan() {
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });
  const zoomBy = (factor: number) =>
    setView((current) => {
      const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.zoom * factor));
      const kept = zoom / current.zoom;
      return zoom === MIN_ZOOM ? { zoom, x: 0, y: 0 } : { zoom, x: current.x * kept, y: current.y * kept };
    });
  const panBy = (dx: number, dy: number) => setView((current) => (current.zoom === MIN_ZOOM ? current : { ...current, x: current.x + dx, y: current.y + dy }));
  const reset = () => setView({ zoom: 1, x: 0, y: 0 });
  return { view, zoomBy, panBy, reset };
}

const KEYS: Record<string, (controls: ReturnType<typeof useZoomPan>) => void> = {
  ArrowLeft: (c) => c.panBy(PAN_STEP_PX, 0),
  ArrowRight: (c) => c.panBy(-PAN_STEP_PX, 0),
  ArrowUp: (c) => c.panBy(0, PAN_STEP_PX),
  ArrowDown: (c) => c.panBy(0, -PAN_STEP_PX),
  '+': (c) => c.zoomBy(ZOOM_STEP),
  '=': (c) => c.zoomBy(ZOOM_STEP),
  '-': (c) => c.zoomBy(1 / ZOOM_STEP),
  '0': (c) => c.reset(),
};

/** The board, one side at a time, each layer switchable, with zoom and pan. */
export function BoardViewer({ picture }: { picture: BoardPicture }) {
  const urls = usePictureUrls(picture.sides);
  const [side, setSide] = useState<Side>('top');
  const [hidden, setHidden] = useState<ReadonlySet<ViewerLayer>>(new Set());
  const controls = useZoomPan();
  const { view, zoomBy, panBy, reset } = controls;
  const zoomPercent = `${Math.round(view.zoom * 100)}%`;
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const present = useMemo(() => VIEWER_LAYERS.filter((layer) => SIDES.some((s) => picture.sides[s].layers[layer])), [picture]);

  // A wheel zooms the board instead of scrolling the page: React's wheel listener is passive, this one is not.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const toggle = (layer: ViewerLayer) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(layer)) next.add(layer);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const action = KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    action(controls);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    panBy(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => void (drag.current = null);

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Group attached role="group" aria-label="Sisi papan">
          {SIDES.map((s) => (
            <Button key={s} size="sm" variant={s === side ? 'solid' : 'outline'} aria-pressed={s === side} onClick={() => setSide(s)}>
              {SIDE_LABELS[s]}
            </Button>
          ))}
        </Group>
        <Group attached role="group" aria-label="Perbesaran">
          <IconButton size="sm" variant="outline" aria-label="Perkecil" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={view.zoom <= MIN_ZOOM}>
            <Minus />
          </IconButton>
          {/* The name starts with the zoom it shows (WCAG 2.5.3, label in name). */}
          <Button size="sm" variant="outline" aria-label={`${zoomPercent}, kembali ke ukuran awal`} onClick={reset} minW="16">
            <RotateCcw /> {zoomPercent}
          </Button>
          <IconButton size="sm" variant="outline" aria-label="Perbesar" onClick={() => zoomBy(ZOOM_STEP)} disabled={view.zoom >= MAX_ZOOM}>
            <Plus />
          </IconButton>
        </Group>
      </HStack>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Lapisan yang ditampilkan">
        {present.map((layer) => (
          <Button key={layer} size="xs" variant={hidden.has(layer) ? 'outline' : 'subtle'} aria-pressed={!hidden.has(layer)} onClick={() => toggle(layer)}>
            {LAYER_LABELS[layer]}
          </Button>
        ))}
      </HStack>
      <Box
        ref={viewport}
        role="group"
        aria-label={`${SIDE_LABELS[side]} papan: geser dengan tombol panah atau seret, perbesar dengan + dan −, 0 untuk ukuran awal`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        position="relative"
        overflow="hidden"
        width="100%"
        maxH="70vh"
        style={{ aspectRatio: picture.aspectRatio }}
        bg="gray.900"
        borderRadius="md"
        cursor={view.zoom > MIN_ZOOM ? 'grab' : 'default'}
        touchAction="none"
        _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {urls &&
          SIDES.map((s) => (
            <Box key={s} position="absolute" inset="0" hidden={s !== side} style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}>
              {/* Seen from below, the bottom is the mirror image of its files. */}
              <Box position="absolute" inset="0" style={{ transform: s === 'bottom' ? 'scaleX(-1)' : undefined }}>
                <Layer src={urls[s].base} alt={`${SIDE_LABELS[s]} papan`} />
                {VIEWER_LAYERS.filter((layer) => !hidden.has(layer)).flatMap((layer) =>
                  (urls[s].layers[layer] ?? []).map((src, piece) => <Layer key={`${layer}-${piece}`} src={src} alt="" />),
                )}
              </Box>
            </Box>
          ))}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        Seret atau gunakan tombol panah untuk menggeser; roda mouse, + dan − untuk memperbesar.
      </Text>
    </Stack>
  );
}

function Layer({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} draggable={false} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }} />;
}
