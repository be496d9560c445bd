/** Just enough of a fetch `Response` for the client (jsdom has no fetch classes). */
export function fakeResponse(status: number, body: unknown, contentType = 'application/json', headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => ({ ...headers, 'content-type': contentType })[name.toLowerCase()] ?? null },
    text: async () => text,
    blob: async () => new Blob([text], { type: contentType }),
  } as unknown as Response;
}
