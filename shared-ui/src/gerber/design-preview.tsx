import { Alert, Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AsyncContent } from '../components/async-content';
import { DataTable, type Column } from '../components/data-table';
import type { DesignPreviewProps } from '../components/design-preview';
import { designWarnings, formatSize } from './design-check';
import { inspectDesign, NoGerberError, type DesignLayer } from './inspect-design';

export const PREVIEW_TEXTS = {
  noGerber: 'File .zip ini tidak berisi file Gerber atau drill yang dikenali, jadi pratinjau tidak dapat dibuat.',
  failed: 'Pratinjau tidak dapat dibuat dari file ini.',
  rar: 'Pratinjau hanya tersedia untuk file .zip. File .rar tetap diterima dan akan diperiksa oleh admin.',
};

const LAYER_NAMES: Record<string, string> = {
  copper: 'Tembaga',
  soldermask: 'Solder mask',
  silkscreen: 'Silkscreen',
  solderpaste: 'Solder paste',
  drill: 'Drill',
  outline: 'Outline papan',
  drawing: 'Gambar mekanik',
};
const SIDE_NAMES: Record<string, string> = { top: 'atas', bottom: 'bawah', inner: 'dalam', all: '' };

const layerName = ({ type, side }: DesignLayer) =>
  type ? [LAYER_NAMES[type] ?? type, side ? SIDE_NAMES[side] : ''].filter(Boolean).join(' ') : 'Tidak dikenali';

const LAYER_COLUMNS: Column<DesignLayer>[] = [
  { header: 'File', cell: (layer) => layer.filename },
  { header: 'Lapisan', cell: layerName },
];

/** A blob URL for an SVG, shown through <img> so nothing in the file can run. */
function useSvgUrl(svg: string | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!svg) return;
    const objectUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [svg]);
  return url;
}

// Query keys must be plain data: each file gets a number for as long as it lives.
const fileIds = new WeakMap<Blob, number>();
let nextFileId = 0;
const idOf = (file: Blob) => {
  if (!fileIds.has(file)) fileIds.set(file, ++nextFileId);
  return fileIds.get(file);
};

/** The preview itself: loaded with the first design a screen shows. */
export default function DesignPreviewContent({ file, fileName, expected = {}, onMeasured }: DesignPreviewProps) {
  const isZip = fileName.toLowerCase().endsWith('.zip');
  const inspection = useQuery({
    queryKey: ['local', 'design-inspection', idOf(file)],
    queryFn: () => inspectDesign(file),
    enabled: isZip,
    staleTime: Infinity,
    gcTime: 0,
  });
  const measured = inspection.data;
  useEffect(() => {
    if (measured) onMeasured?.({ widthMm: measured.size?.widthMm ?? null, heightMm: measured.size?.heightMm ?? null, copperLayers: measured.copperLayers });
    // Once per reading: a parent's new callback is no new measurement.
  }, [measured]);
  const top = useSvgUrl(inspection.data?.topSvg);
  const bottom = useSvgUrl(inspection.data?.bottomSvg);

  if (!isZip) return <Text color="fg.muted">{PREVIEW_TEXTS.rar}</Text>;
  return (
    <Stack as="section" aria-label="Pratinjau Gerber" gap="3">
      <Heading as="h3" size="md">
        Pratinjau Gerber
      </Heading>
      <AsyncContent query={inspection} failure={(error) => (error instanceof NoGerberError ? PREVIEW_TEXTS.noGerber : PREVIEW_TEXTS.failed)} loadingLabel="Membaca file Gerber...">
        {(found) => (
          <Stack gap="3">
            <Text>
              {found.size ? `Ukuran papan: ${formatSize(found.size.widthMm, found.size.heightMm)}` : 'Ukuran papan: outline tidak ditemukan'}
              {` · Lapisan tembaga: ${found.copperLayers}`}
            </Text>
            {designWarnings(found, expected).map((warning) => (
              <Alert.Root key={warning} status="warning">
                <Alert.Indicator />
                <Alert.Title>{warning}</Alert.Title>
              </Alert.Root>
            ))}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {[
                { label: 'Sisi atas', url: top },
                { label: 'Sisi bawah', url: bottom },
              ].map(({ label, url }) => (
                <Box key={label} borderWidth="1px" borderRadius="md" p="2" bg="gray.900">
                  {url && <Image src={url} alt={`${label} papan`} width="100%" maxH="64" objectFit="contain" />}
                  <Text fontSize="sm" color="gray.100" textAlign="center">
                    {label}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <DataTable caption="File di dalam zip" rows={found.layers} columns={LAYER_COLUMNS} rowKey={(layer) => layer.filename} emptyText="Tidak ada file" />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}
