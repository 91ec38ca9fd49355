import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from './clock';
import { writeToOutbox } from './outbox';

export type SmsMessage = {
  idCompany: number | null;
  /** The 11 digits of a Brazilian mobile number. */
  to: string;
  text: string;
};

/**
 * Sends SMS. The default writes to the outbox table and the log, so activation works without a provider;
 * a production provider implements the same one-method interface.
 */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };

export function createOutboxSms({ db, log, clock }: { db: Db; log: FastifyBaseLogger; clock: Clock }): SmsSender {
  return {
    async send(message) {
      await writeToOutbox(db, clock, {
        idCompany: message.idCompany,
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.text,
      });
      // The text carries a PIN: only the recipient's last digits go to the log.
      log.info({ to: `*******${message.to.slice(-4)}` }, 'SMS written to the outbox');
    },
  };
}
