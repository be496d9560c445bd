/** An error whose status and message are meant for the browser as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}
