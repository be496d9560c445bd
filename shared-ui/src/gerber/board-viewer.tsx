import { Box, Button, Group, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { DesignLayer, DesignRuleLocation } from '@pcb/contract/domain';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { placeText, type ChosenPlace } from '../views/design-rule-report';
import { SIDES, VIEWER_LAYERS, type BoardPicture, type PictureFrame, type Side, type ViewerLayer } from './design-reading';

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
/** About this much of the board, in mm, fills the viewer when it zooms to a marked place. */
const MARKED_SPAN_MM = 12;
/** The marker's radius on screen, whatever the zoom. */
const MARK_RADIUS_PX = 14;

/** The viewer's layer that draws each of the inspection's layers (inner copper and paste are not drawn). */
const DRAWN_ON: Partial<Record<DesignLayer, ViewerLayer>> = {
  'copper-top': 'copper',
  'copper-bottom': 'copper',
  copper: 'copper',
  soldermask: 'soldermask',
  silkscreen: 'silkscreen',
  drill: 'drill',
  outline: 'outline',
};

/** The side a place is seen on: its file's side; drills, the outline and inner layers on whichever side is shown. */
function sideOfPlace(location: DesignRuleLocation, frame: PictureFrame, shown: Side): Side {
  if (location.layer === 'copper-top') return 'top';
  if (location.layer === 'copper-bottom') return 'bottom';
  return frame.fileSides[location.file] ?? shown;
}

/** A place in mm of the files, in the pictures' view box (tracespace turns y downwards). */
const inViewBox = (frame: PictureFrame, location: DesignRuleLocation) => ({ x: location.x_mm / frame.mmPerUnit, y: -location.y_mm / frame.mmPerUnit });

/** Pixels per view-box unit at zoom 1: the pictures fit the viewer as `object-fit: contain` fits them. */
function fitScale(frame: PictureFrame, size: { width: number; height: number }) {
  const [, , width, height] = frame.viewBox;
  return Math.min(size.width / width, size.height / height) || 0;
}

/** The viewer's size, followed as the window changes. */
function useSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

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

/**
 * Whether the side not shown may load its pictures yet: once the shown side's are decoded, or once the buyer turns
 * the board. The browser parses every SVG picture on the main thread as it loads, hidden or not, so the side the
 * buyer sees first must not share the main thread with the other side's.
 */
function useOtherSideLater(viewport: RefObject<HTMLElement | null>, urls: Pictures | null) {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const shown = viewport.current?.querySelectorAll('img');
    if (!urls || !shown) return;
    let current = true;
    void Promise.allSettled([...shown].map((image) => image.decode?.())).then(() => current && setLater(true));
    return () => void (current = false);
  }, [viewport, urls]);
  return { bothSides: later, turned: () => setLater(true) };
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
  return { view, setView, zoomBy, panBy, reset };
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

/**
 * The board, one side at a time, each layer switchable, with zoom and pan. A marked place (a failure of the
 * design-rule report) turns the board to its side, shows its layer and zooms to a marker on it.
 */
export function BoardViewer({ picture, mark = null }: { picture: BoardPicture; mark?: ChosenPlace | null }) {
  const urls = usePictureUrls(picture.sides);
  const [side, setSide] = useState<Side>('top');
  const [hidden, setHidden] = useState<ReadonlySet<ViewerLayer>>(new Set());
  const controls = useZoomPan();
  const { view, setView, zoomBy, panBy, reset } = controls;
  const zoomPercent = `${Math.round(view.zoom * 100)}%`;
  const viewport = useRef<HTMLDivElement>(null);
  const size = useSize(viewport);
  const { bothSides, turned } = useOtherSideLater(viewport, urls);
  const showSide = (s: Side) => {
    setSide(s);
    turned();
  };
  const drag = useRef<{ x: number; y: number } | null>(null);
  const present = useMemo(() => VIEWER_LAYERS.filter((layer) => SIDES.some((s) => picture.sides[s].layers[layer])), [picture]);
  const { frame } = picture;
  const markedSide = mark && sideOfPlace(mark.location, frame, side);

  // A newly marked place: its side and layer shown, the board zoomed with the place in the middle, the viewer scrolled to.
  useEffect(() => {
    const element = viewport.current;
    if (!mark || !element) return;
    const target = sideOfPlace(mark.location, frame, side);
    showSide(target);
    const layer = DRAWN_ON[mark.location.layer];
    if (layer) setHidden((current) => new Set([...current].filter((h) => h !== layer)));
    const bounds = element.getBoundingClientRect();
    const fit = fitScale(frame, bounds);
    const [x, y, width, height] = frame.viewBox;
    const place = inViewBox(frame, mark.location);
    const zoom = fit > 0 ? Math.min(MAX_ZOOM, Math.max(2, Math.min(bounds.width, bounds.height) / ((MARKED_SPAN_MM / frame.mmPerUnit) * fit))) : 1;
    const fromCentre = { x: (place.x - (x + width / 2)) * fit, y: (place.y - (y + height / 2)) * fit };
    // Seen from below, the bottom is mirrored: a place right of the middle in its files lies left of it on screen.
    const mirrored = target === 'bottom' ? -1 : 1;
    setView({ zoom, x: -zoom * fromCentre.x * mirrored, y: -zoom * fromCentre.y });
    element.scrollIntoView?.({ block: 'nearest' });
    // Only a newly chosen place moves the view; panning afterwards is the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mark]);

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
            <Button key={s} size="sm" variant={s === side ? 'solid' : 'outline'} aria-pressed={s === side} onClick={() => showSide(s)}>
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
          SIDES.filter((s) => s === side || bothSides).map((s) => (
            <Box key={s} position="absolute" inset="0" hidden={s !== side} style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}>
              {/* Seen from below, the bottom is the mirror image of its files. */}
              <Box position="absolute" inset="0" style={{ transform: s === 'bottom' ? 'scaleX(-1)' : undefined }}>
                <Layer src={urls[s].base} alt={`${SIDE_LABELS[s]} papan`} />
                {VIEWER_LAYERS.filter((layer) => !hidden.has(layer)).flatMap((layer) =>
                  (urls[s].layers[layer] ?? []).map((src, piece) => <Layer key={`${layer}-${piece}`} src={src} alt="" />),
                )}
                {mark && markedSide === s && (
                  <Marker frame={frame} location={mark.location} radius={MARK_RADIUS_PX / (fitScale(frame, size) * view.zoom || 1)} />
                )}
              </Box>
            </Box>
          ))}
      </Box>
      <Text fontSize="sm" aria-live="polite" fontWeight="medium" hidden={!mark}>
        {mark ? `Ditandai: ${mark.check.name}, ${placeText(mark.location)} (${SIDE_LABELS[markedSide ?? side].toLowerCase()})` : ''}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Seret atau gunakan tombol panah untuk menggeser; roda mouse, + dan − untuk memperbesar.
      </Text>
    </Stack>
  );
}

function Layer({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} draggable={false} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }} />;
}

/**
 * A ring around a marked place, drawn in the pictures' own view box and fitted as they are (`xMidYMid meet` is
 * `object-fit: contain`), so it lies where the files put the place at every size and zoom; its radius is in view-box
 * units that make a constant size on screen.
 */
function Marker({ frame, location, radius }: { frame: PictureFrame; location: DesignRuleLocation; radius: number }) {
  const { x, y } = inViewBox(frame, location);
  return (
    <svg
      viewBox={frame.viewBox.join(' ')}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={`Penanda lokasi: ${placeText(location)}`}
      data-testid="board-marker"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible', pointerEvents: 'none' }}
    >
      <circle cx={x} cy={y} r={radius} fill="none" stroke="#fff" strokeWidth={radius * 0.45} />
      <circle cx={x} cy={y} r={radius} fill="none" stroke="#e11d48" strokeWidth={radius * 0.25} />
      <circle cx={x} cy={y} r={radius * 0.12} fill="#e11d48" stroke="#fff" strokeWidth={radius * 0.06} />
    </svg>
  );
}
