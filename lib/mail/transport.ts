import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { env } from '@/lib/env';

/** The sender when MAIL_FROM is unset (development and test runs; production must set it). */
const DEV_FROM = 'Partsmith <orders@partsmith.dev>';

let transport: { url: string; mailer: Transporter<SMTPTransport.SentMessageInfo> } | undefined;

/** nodemailer over SMTP_URL (one transport per instance); null when no mail server is set. */
export function mailTransport(): Transporter<SMTPTransport.SentMessageInfo> | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (transport?.url !== url) {
    // A mail server that does not answer is a failed attempt, tried again later, never a hang.
    const options: SMTPTransport.Options & { url: string } = {
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    transport = { url, mailer: nodemailer.createTransport(options) };
  }
  return transport.mailer;
}

export const mailFrom = () => env().MAIL_FROM ?? DEV_FROM;
