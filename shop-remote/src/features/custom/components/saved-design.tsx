import type { OrderedBoard } from '@pcb/contract/domain';
import { AsyncContent, Heading, Stack, Text, useQuery } from '@pcb/shared-ui';
import { DesignPreview } from '@pcb/shared-ui/views';
import { fileNameOf, savedDesignQuery, type CustomRequest } from '../api';
import { SAVED_DESIGN_TEXTS } from '../texts';

/** The design kept with a draft, previewed with its design checks against the choices on the form now. */
export function SavedDesign({ request, designFile, ordered }: { request: CustomRequest; designFile: string; ordered?: OrderedBoard }) {
  const design = useQuery(savedDesignQuery(request, designFile));
  return (
    <Stack as="section" aria-label="File desain tersimpan" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        File desain
      </Heading>
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`File desain terlampir: ${request.design_file_name}. Untuk menggantinya, pilih file lain di keranjang custom sebelum Kirim Review.`}</Text>
      <AsyncContent query={design} failure={SAVED_DESIGN_TEXTS.failed} loadingLabel="Memuat file desain...">
        {(file) => <DesignPreview file={file} fileName={fileNameOf(designFile)} ordered={ordered} />}
      </AsyncContent>
    </Stack>
  );
}
