/** The design file a buyer attaches to a custom request (spec §6, §9): checked by the form and by pcb-api alike. */
export const DESIGN_FILE = {
  maxBytes: 2_097_152,
  extensions: ['zip', 'rar'],
  texts: {
    wrongType: 'Only .zip or .rar files are allowed.',
    tooLarge: 'File size must be less than 2MB.',
    missing: 'Mohon sertakan file desain anda!',
  },
} as const;

const extensionOf = (fileName: string) => (fileName.includes('.') ? (fileName.toLowerCase().split('.').pop() ?? '') : '');

/** The spec's text for a file that cannot be attached, or undefined when it can. */
export function designFileProblem(file: { name: string; size: number }): string | undefined {
  if (!(DESIGN_FILE.extensions as readonly string[]).includes(extensionOf(file.name))) return DESIGN_FILE.texts.wrongType;
  return file.size >= DESIGN_FILE.maxBytes ? DESIGN_FILE.texts.tooLarge : undefined;
}
