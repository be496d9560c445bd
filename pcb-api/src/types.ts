import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from './config';
import type { AmbientDatabase } from './db/ambient';
import type { FileStore } from './plugins/files';

/** Who made the request, from a verified session token. */
export interface SessionUser {
  id: string;
  role: 'buyer' | 'admin';
  username?: string;
  /** The `sessions` row the token names: logout ends it. */
  sessionId: string;
}

/** A file part of a multipart body, read into memory within its route's size limit. */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  /** More bytes were sent than the route accepts. */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: AmbientDatabase;
    files: FileStore;
    /** From now on `/api/health/ready` answers 503, so balancers stop sending requests before the process closes. */
    startDraining(): void;
    /** The logger of the request being served (its lines carry its id), `app.log` outside any: for the services. */
    requestLog: FastifyBaseLogger;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    uploads: Record<string, UploadedFile>;
  }
  interface FastifyContextConfig {
    /** The `message` of the 400 answered when a path parameter is malformed. */
    invalidParamsMessage?: string;
  }
}
