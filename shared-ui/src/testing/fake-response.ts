/** Just enough of a fetch `Response` for the client (jsdom has no fetch classes). */
export function fakeResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
    blob: async () => new Blob([text], { type: contentType }),
  } as unknown as Response;
}
