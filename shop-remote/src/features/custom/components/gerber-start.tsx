import { fieldTitle, type MeasuredBoard } from '@pcb/contract/domain';
import { Alert, Heading, Stack, Text } from '@pcb/shared-ui';
import { useState } from 'react';
import { DesignAttachment } from './design-attachment';

interface GerberStartProps {
  /** The form's current choices, for the preview's warnings. */
  values: Record<string, string>;
  file: File | null;
  onFile(file: File | null): void;
  propose(board: MeasuredBoard): Record<string, string>;
  onProposal(proposal: Record<string, string>): void;
  /** The instant quote starts from the file alone: there it is not optional. */
  heading?: string;
}

const describe = (proposal: Record<string, string>) =>
  Object.entries(proposal)
    .map(([field, choice]) => `${fieldTitle(field)} ${choice}`)
    .join(', ');

/**
 * The prototype form's optional first step: the buyer's zip is read in the browser, the size and
 * layer options that fit the board are chosen, and the file is saved with the request.
 */
export function GerberStart({ values, file, onFile, propose, onProposal, heading = 'Mulai dari file Gerber (opsional)' }: GerberStartProps) {
  const [proposed, setProposed] = useState<Record<string, string> | null>(null);

  function measured(board: MeasuredBoard) {
    const proposal = propose(board);
    setProposed(proposal);
    onProposal(proposal);
  }

  function chosen(next: File | null) {
    setProposed(null);
    onFile(next);
  }

  return (
    <Stack as="section" aria-label="Mulai dari file Gerber" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Unggah file .zip desain Anda: ukuran, jumlah layer, Min Track dan Min Hole diisi dari file, dan file ikut tersimpan bersama request.
      </Text>
      {proposed && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {Object.keys(proposed).length > 0
              ? `Diisi dari file: ${describe(proposed)}. Anda tetap dapat mengubah semua pilihan.`
              : 'Tidak ada pilihan ukuran, layer, Min Track atau Min Hole yang cocok dengan file ini; silakan pilih sendiri.'}
          </Alert.Title>
        </Alert.Root>
      )}
      <DesignAttachment ordered={values} file={file} onFile={chosen} onMeasured={measured} />
    </Stack>
  );
}
