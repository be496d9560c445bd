/** RFC 6266 attachment header; stored names are plain ASCII already, the encoded form is for strict clients. */
export const attachment = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
