import Bowser from 'bowser';
import type { ActiveSession } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { SessionUser } from '../../types';
import type { SessionRepository, SessionRow } from './session-repository';

const UNKNOWN_DEVICE = 'Perangkat tidak dikenal';

/** `Chrome 131 di Linux` from a User-Agent; what cannot be read is left out. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  if (!name) return UNKNOWN_DEVICE;
  return os.name ? `${name} di ${os.name}` : name;
}

function toActiveSession(row: SessionRow, currentId: string): ActiveSession {
  return {
    _id: row._id,
    device: deviceOf(row.user_agent),
    ip: row.ip,
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    current: row._id === currentId,
  };
}

/** The sessions an account can see and end (the "Sesi Login" pages of both roles). */
export function sessionService(sessions: SessionRepository) {
  return {
    async list(user: SessionUser): Promise<ActiveSession[]> {
      return (await sessions.listOf(user.id)).map((row) => toActiveSession(row, user.sessionId));
    },

    async endOthers(user: SessionUser) {
      await sessions.endAllOfBut(user.id, user.sessionId);
      return { message: 'Berhasil keluar dari perangkat lain.' };
    },

    async end(user: SessionUser, id: string) {
      if (id === user.sessionId) throw httpErrors.badRequest('Sesi ini adalah sesi Anda sekarang, gunakan Logout.');
      if (!(await sessions.endOneOf(user.id, id))) throw httpErrors.notFound('Sesi tidak ditemukan.');
      return { message: 'Sesi berhasil diakhiri.' };
    },
  };
}
