import { designFileProblem } from '@pcb/contract';
import { Input, shopToast, Stack, Text } from '@pcb/shared-ui';
import { DesignPreview, Field } from '@pcb/shared-ui/views';
import type { CustomRequest } from '../api';

interface DesignAttachmentProps {
  request: CustomRequest;
  file: File | null;
  onFile(file: File | null): void;
}

/** Attaching the design of a draft: .zip or .rar under 2 MB, then a preview of what the shop will see. */
export function DesignAttachment({ request, file, onFile }: DesignAttachmentProps) {
  function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen && designFileProblem(chosen);
    if (problem) {
      shopToast({ type: 'error', title: problem });
      input.value = '';
      onFile(null);
      return;
    }
    onFile(chosen);
  }

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>File desain (.zip atau .rar, kurang dari 2 MB)</Field.Label>
        <Input type="file" accept=".zip,.rar" p="1" onChange={(e) => choose(e.currentTarget)} />
      </Field.Root>
      {file && (
        <>
          <Text fontSize="sm" color="fg.muted">{`File dipilih: ${file.name}`}</Text>
          <DesignPreview file={file} fileName={file.name} ordered={request.kind === 'prototype' ? request : undefined} />
        </>
      )}
    </Stack>
  );
}
