import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';
import type { UploadedFile } from '../types';

export interface MultipartLimits {
  /** File fields this route reads; any other file part is drained and ignored. */
  files: readonly string[];
  /** Largest accepted file in bytes; a larger one arrives with `truncated: true`. */
  maxFileBytes: number;
}

/** Multipart parsing with tight global limits; routes opt in through `serve(…, { multipart })`. */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 60, files: 3, parts: 70, headerPairs: 200 },
    });
    // Fastify 5 refuses reference-type defaults on decorators: each request gets its own object.
    app.decorateRequest('uploads', {
      getter(this: FastifyRequest & { _uploads?: Record<string, UploadedFile> }) {
        return (this._uploads ??= {});
      },
      setter(this: FastifyRequest & { _uploads?: Record<string, UploadedFile> }, value: Record<string, UploadedFile>) {
        this._uploads = value;
      },
    });
  },
  { name: 'multipart', fastify: '5.x' },
);

async function readFile(part: { file: NodeJS.ReadableStream & { truncated?: boolean } }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart body before validation: text fields become `request.body` (so the route's
 * body schema checks them), files become `request.uploads`. JSON and URL-encoded bodies pass through.
 */
export function multipartCollector(limits: MultipartLimits): preValidationHookHandler {
  return async function collect(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const uploads: Record<string, UploadedFile> = {};
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes } })) {
      if (part.type === 'file') {
        if (!limits.files.includes(part.fieldname) || uploads[part.fieldname]) {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
          continue;
        }
        const data = await readFile(part);
        uploads[part.fieldname] = {
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
          truncated: part.file.truncated,
        };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    request.body = fields;
    request.uploads = uploads;
  };
}
