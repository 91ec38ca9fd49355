import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Clock } from './clock';
import { writeToOutbox } from './outbox';

export type MailMessage = {
  idCompany: number | null;
  to: string;
  subject: string;
  text: string;
};

/** Sends e-mail. The default writes to the outbox table and the log, so the demo works without a mail server. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createOutboxMailer({ db, log, clock }: { db: Db; log: FastifyBaseLogger; clock: Clock }): Mailer {
  return {
    async send(message) {
      await writeToOutbox(db, clock, {
        idCompany: message.idCompany,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
      log.info({ to: message.to, subject: message.subject }, 'e-mail written to the outbox');
    },
  };
}

/** SMTP delivery (nodemailer), used when `SMTP_URL` is set. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
