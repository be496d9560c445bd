export * from './format';
export { ApiError, errorMessage, validationMessages } from './api/errors';
export { bff, createBffClient, fileUrl, DEFAULT_ERROR_TEXT, type BffClient, type CallOptions, type RequestOptions } from './api/client';
export { toQueryString, type QueryValue } from './api/query-string';
export { useSession, createSessionStore, expiredRole, type Role, type SessionState } from './session/session-store';
