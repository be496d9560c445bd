#!/usr/bin/env node
import { EnvFileError } from '@pcb/contract/server/env-files';
import { ConfigError, loadConfig } from './config';
import { DataDirInUse, openDatabase } from './db/database';
import { buildPaymentService } from './plugins/app/payments';

/**
 * `node pcb-api/dist/reconcile-payments.js`: asks the payment provider about every order still waiting for
 * its payment and applies each answer like a notification (forward only). Run after a restore, with the
 * fleet's PAYMENT_EXPIRY_SWEEP=paused, before the shop takes traffic: notifications acknowledged after the
 * backup point are lost and the provider does not send them again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ ...config, applicationName: `pcb-api reconcile-payments ${config.instanceId}` });
  const log = {
    warn: (details: object | string, message?: string) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: message ?? details, details })}\n`),
    info: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ level: 'info', msg: message, details })}\n`),
  };
  try {
    const counts = await buildPaymentService({ config, db, log }).reconcileUnpaid();
    process.stdout.write(`${JSON.stringify({ reconciled: counts })}\n`);
    if (counts.unreachable > 0) {
      process.stderr.write(`${counts.unreachable} order(s) could not be checked with the payment provider: run again before PAYMENT_EXPIRY_SWEEP=on\n`);
      process.exitCode = 2;
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof EnvFileError || error instanceof DataDirInUse;
  process.stderr.write(`reconcile-payments failed: ${known ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
