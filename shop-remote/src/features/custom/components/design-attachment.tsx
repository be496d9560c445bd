import { designFileProblem, type MeasuredBoard, type OrderedBoard } from '@pcb/contract/domain';
import { Input, shopToast, Stack, Text } from '@pcb/shared-ui';
import { DesignPreview, Field, usePreviewOnIntent, useReadOnChoice } from '@pcb/shared-ui/views';
import { startTransition } from 'react';

interface DesignAttachmentProps {
  /** What a prototype request orders, for the preview's design checks; none for an assembly. */
  ordered?: OrderedBoard;
  file: File | null;
  onFile(file: File | null): void;
  onMeasured?(board: MeasuredBoard): void;
}

/** Attaching a design: .zip or .rar under 2 MB, then a preview of what the shop will see. */
export function DesignAttachment({ ordered, file, onFile, onMeasured }: DesignAttachmentProps) {
  const previewOnIntent = usePreviewOnIntent();
  const readOnChoice = useReadOnChoice();
  function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen && designFileProblem(chosen);
    if (problem) {
      shopToast({ type: 'error', title: problem });
      input.value = '';
      onFile(null);
      return;
    }
    if (chosen) readOnChoice(chosen);
    // The form renders again around the preview: in a transition, in slices, not in the change event's one task.
    startTransition(() => onFile(chosen));
  }

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>File desain (.zip atau .rar, kurang dari 2 MB)</Field.Label>
        <Input type="file" accept=".zip,.rar" p="1" onChange={(e) => choose(e.currentTarget)} {...previewOnIntent} />
      </Field.Root>
      {file && (
        <>
          <Text fontSize="sm" color="fg.muted">{`File dipilih: ${file.name}`}</Text>
          <DesignPreview file={file} fileName={file.name} ordered={ordered} onMeasured={onMeasured} />
        </>
      )}
    </Stack>
  );
}
