import { Alert, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_DESIGN_CAPABILITIES,
  formatMm,
  formatSize,
  formatTrack,
  rulesWithOrder,
  type DesignCapabilities,
  type DesignMeasures,
  type DesignRuleCheck,
  type MeasuredBoard,
  type OrderedBoard,
} from '@pcb/contract/domain';
import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { memo, startTransition, useEffect, useEffectEvent, useState } from 'react';
import { AsyncContent } from '../core/components/async-content';
import { DataTable, type Column } from '../views/data-table';
import { DesignRuleReport, LAYER_NAMES, type ChosenPlace } from '../views/design-rule-report';
import { FactTable } from '../views/fact-table';
import { designCapabilitiesQuery } from '../core/data/design-capabilities';
import { BoardViewer } from './board-viewer';
import { withAnswer, type DesignAnswer, type DesignReading } from './design-reading';
import { readDesignInWorker } from './read-design-in-worker';

export { warmDesignWorker } from './read-design-in-worker';

export interface DesignPreviewProps {
  /** The design file (a .zip is previewed; a .rar only gets a note). */
  file: Blob;
  fileName: string;
  /** What a prototype request orders, for the design checks; none for an assembly. */
  ordered?: OrderedBoard;
  /** The design-rule report pcb-api stored when the design was sent (with the order's side): shown instead of measuring again. */
  rules?: readonly DesignRuleCheck[];
  /** Told once the files are read: the board's size, copper layers, smallest hole and track (the Gerber-first form fills its options from them). */
  onMeasured?(board: MeasuredBoard): void;
}

export const PREVIEW_TEXTS = {
  noGerber: 'File .zip ini tidak berisi file Gerber atau drill yang dikenali, jadi pratinjau tidak dapat dibuat.',
  failed: 'Pratinjau tidak dapat dibuat dari file ini.',
  notDrawn:
    'Gambar papan tidak dapat dibuat dari file ini di browser. Ukuran dan lapisan di bawah tetap diukur dari file, dan desain ini tetap dapat dikirim untuk direview admin.',
  rar: 'Pratinjau hanya tersedia untuk file .zip. File .rar tetap diterima dan akan diperiksa oleh admin.',
  notMeasured: 'tidak ditemukan',
  checking: 'Memeriksa desain terhadap kemampuan produksi...',
};

const LAYER_COLUMNS: Column<DesignMeasures['files'][number]>[] = [
  { header: 'File', cell: (file) => file.name },
  { header: 'Lapisan', cell: (file) => LAYER_NAMES[file.layer] },
];

const orNone = <T,>(value: T | null, format: (value: T) => string) => (value === null ? PREVIEW_TEXTS.notMeasured : format(value));

/** The figures the design checks compare, as measured from the files. */
export function measuredFacts(measures: Omit<DesignMeasures, 'rules'>) {
  const { width_mm: width, height_mm: height } = measures;
  return [
    { label: 'Ukuran papan', value: width !== null && height !== null ? formatSize(width, height) : PREVIEW_TEXTS.notMeasured },
    { label: 'Lapisan tembaga', value: String(measures.copper_layers) },
    { label: 'Lubang terkecil', value: orNone(measures.min_hole_mm, formatMm) },
    { label: 'Jalur terkecil', value: orNone(measures.min_track_mm, formatTrack) },
  ];
}

// Query keys must be plain data: each file gets a number for as long as it lives.
const fileIds = new WeakMap<Blob, number>();
let nextFileId = 0;
const idOf = (file: Blob) => {
  if (!fileIds.has(file)) fileIds.set(file, ++nextFileId);
  return fileIds.get(file);
};

/** Only a .zip is read here; a .rar gets a note. */
export const isPreviewed = (fileName: string) => fileName.toLowerCase().endsWith('.zip');

/** A design file's reading, streamed from its worker: the pictures first, then the report (checked against `capabilities`). */
export const designReadingQuery = (file: Blob, capabilities: DesignCapabilities | undefined) =>
  queryOptions({
    queryKey: ['local', 'design-reading', idOf(file), capabilities],
    // The worker answers the pictures first, then the report: the board shows while the design is checked.
    queryFn: streamedQuery<DesignAnswer, DesignReading | null>({
      streamFn: () => readDesignInWorker(file, capabilities!),
      reducer: withAnswer,
      initialValue: null,
    }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The report pcb-api stored when the design was sent, else the one the browser measured, against the order; null while the browser checks. */
function reportOf({ measures, report }: DesignReading, stored: readonly DesignRuleCheck[] | undefined, ordered: OrderedBoard | undefined) {
  if (stored) return stored;
  if (!report) return null;
  return ordered ? rulesWithOrder(report, measures, ordered) : report;
}

/**
 * The viewer, rendered again only for a new picture or a new mark: every answer of the worker (the report after the
 * pictures) and every render of the form around renders the preview, and the viewer's controls are costly to render.
 */
const Board = memo(BoardViewer);

/** In the report's place while the worker checks the design, after it drew the board. */
function Checking() {
  return (
    <HStack role="status" aria-live="polite" gap="2">
      <Spinner size="sm" color="colorPalette.solid" />
      <Text color="fg.muted" fontSize="sm">
        {PREVIEW_TEXTS.checking}
      </Text>
    </HStack>
  );
}

/** The preview itself: loaded with the first design a screen shows; the reading happens in a Web Worker. */
export default function DesignPreviewContent({ file, fileName, ordered, rules, onMeasured }: DesignPreviewProps) {
  const [mark, setMark] = useState<ChosenPlace | null>(null);
  const isZip = isPreviewed(fileName);
  const capabilities = useQuery(designCapabilitiesQuery);
  // Unreachable, the capabilities fall back to the defaults: the preview is a first look, pcb-api's inspection the record.
  const checkedAgainst = capabilities.isError ? DEFAULT_DESIGN_CAPABILITIES : capabilities.data;
  const reading = useQuery({ ...designReadingQuery(file, checkedAgainst), enabled: isZip && checkedAgainst !== undefined });
  const measures = reading.data?.measures;
  // Once per reading: a parent's new callback is no new measurement.
  const reportMeasures = useEffectEvent((read: DesignReading['measures']) =>
    onMeasured?.({
      widthMm: read.width_mm,
      heightMm: read.height_mm,
      copperLayers: read.copper_layers,
      minHoleMm: read.min_hole_mm,
      minTrackMm: read.min_track_mm,
    }),
  );
  // In a transition: the form around fills its options from the measures and renders again, in slices that leave
  // the main thread to the pictures being decoded (a plain update was one task of 0,4 s at CPU ×4).
  useEffect(() => {
    if (measures) startTransition(() => reportMeasures(measures));
  }, [measures]);

  if (!isZip) return <Text color="fg.muted">{PREVIEW_TEXTS.rar}</Text>;
  return (
    <Stack as="section" aria-label="Pratinjau Gerber" gap="4">
      <Heading as="h3" size="md">
        Pratinjau Gerber
      </Heading>
      <AsyncContent
        query={reading}
        failure={PREVIEW_TEXTS.failed}
        isEmpty={(found) => found === null}
        emptyText={PREVIEW_TEXTS.noGerber}
        loadingLabel="Membaca file Gerber..."
      >
        {(found) => {
          if (!found) return null;
          const report = reportOf(found, rules, ordered);
          return (
            <Stack gap="4">
              {found.picture ? (
                <Board picture={found.picture} mark={mark} />
              ) : (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{PREVIEW_TEXTS.notDrawn}</Alert.Title>
                </Alert.Root>
              )}
              {report ? (
                <DesignRuleReport
                  rules={report}
                  onLocate={found.picture ? (place) => startTransition(() => setMark(place)) : undefined}
                  located={mark?.location}
                  headingLevel="h4"
                />
              ) : (
                <Checking />
              )}
              <FactTable caption="Hasil pengukuran file" facts={measuredFacts(found.measures)} />
              <DataTable
                caption="File di dalam zip"
                rows={found.measures.files}
                columns={LAYER_COLUMNS}
                rowKey={(layer) => layer.name}
                emptyText="Tidak ada file"
              />
            </Stack>
          );
        }}
      </AsyncContent>
    </Stack>
  );
}
