import 'server-only';
import { giveBackMailPlace, takeMailPlace } from './store/mail-quota';
import { dropExpiredMailSecrets, dropMailSecret, findMailSecret } from './store/mail-secrets';
import {
  claimDueMail,
  deferMail,
  deferMailTo,
  markMailExpired,
  markMailNotSent,
  markMailSent,
  type OutboxDoc,
} from './store/outbox';
import { env } from '@/lib/env';
import type { MailContent } from './layout';
import { openLink, withLink } from './sealed-link';
import { mailFrom, mailTransport } from './transport';

/** How long a sender holds a message it is sending: past this, another may take it (a crash). */
const LEASE_MS = 2 * 60_000;
/** Attempts before a message is given up on (an admin sees it and may send it again). */
export const MAX_ATTEMPTS = 12;
const MAX_WAIT_SECONDS = 3600;
/** Messages one pass sends before it lets the next round continue. */
const PER_PASS = 50;

/** The wait before attempt `attempts + 1`: MAIL_RETRY_SECONDS, doubling each time, at most an hour. */
export const retryDelaySeconds = (attempts: number, firstWait: number) =>
  Math.min(firstWait * 2 ** (attempts - 1), MAX_WAIT_SECONDS);

/** A Message-ID named by the message's cause: a repeat (after a crash) carries the same one. */
function messageId(key: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom())?.[1] ?? 'partsmith.dev';
  return `<${key.replace(/[^\w.-]/g, '.')}@${domain}>`;
}

/**
 * The message's words as they go out: a sealed link opened and put in its place. Null when its
 * link expired (or was sealed under another AUTH_SECRET): the message can no longer be sent.
 */
async function contentOf(message: OutboxDoc, now: Date): Promise<MailContent | null> {
  const content = { subject: message.subject, text: message.text, html: message.html };
  if (!message.sealed) return content;
  const secret = await findMailSecret(message._id, now);
  const link = secret && openLink(secret.sealed, message._id);
  return link ? withLink(content, link) : null;
}

async function deliver(message: OutboxDoc, leaseUntil: Date): Promise<void> {
  const now = new Date();
  const content = await contentOf(message, now);
  if (!content) {
    await markMailExpired(message._id, leaseUntil, now);
    await dropMailSecret(message._id);
    return;
  }
  // The recipient's hourly bound, whatever caused the message: past it, their mail waits.
  const recipient = message.to.toLowerCase();
  const place = await takeMailPlace(recipient, now, env().MAIL_PER_RECIPIENT_PER_HOUR);
  if (place !== 'taken') {
    await deferMail(message._id, leaseUntil, place);
    await deferMailTo(message.to, place, now);
    return;
  }
  const transport = mailTransport()!;
  try {
    await transport.sendMail({
      from: mailFrom(),
      to: message.to,
      // An answer to a contact message goes to its visitor (lib/contact/contact-mail.ts).
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...content,
      messageId: messageId(message._id),
    });
    await markMailSent(message._id, leaseUntil, new Date());
    if (message.sealed) await dropMailSecret(message._id);
  } catch (error) {
    await giveBackMailPlace(recipient, now);
    const failed = message.attempts >= MAX_ATTEMPTS;
    const wait = retryDelaySeconds(message.attempts, env().MAIL_RETRY_SECONDS);
    await markMailNotSent(message._id, leaseUntil, {
      error: (error as Error).message.slice(0, 500),
      dueAt: new Date(Date.now() + wait * 1000),
      failed,
    });
    console.error(
      `Mail ${message._id} to ${message.to} not sent (attempt ${message.attempts}${failed ? ', given up' : `, next in ${wait} s`}):`,
      (error as Error).message,
    );
  }
}

/**
 * One pass: each message due is taken (one conditional update: never two senders at once), sent
 * and recorded sent. A crash between sending and recording sends it again when its lease runs
 * out: a message may go twice, never not at all. A message past its recipient's hourly bound
 * waits for a place, and one whose link expired is not sent. Without SMTP_URL nothing is sent
 * (test runs).
 */
export async function sendDueMail(): Promise<number> {
  if (!mailTransport()) return 0;
  // Links no longer working leave the database now, sent or not (a TTL index would take a minute).
  await dropExpiredMailSecrets(new Date());
  let sent = 0;
  while (sent < PER_PASS) {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const message = await claimDueMail(now, leaseUntil);
    if (!message) break;
    await deliver(message, leaseUntil);
    sent += 1;
  }
  return sent;
}

let running = false;
let again = false;

/** A pass now (or right after the one running): mail just recorded goes without waiting for the round. */
export function sendDueMailSoon(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      do {
        again = false;
        await sendDueMail();
      } while (again);
    } catch (error) {
      // The database away: the next round tries again.
      console.error('Mail pass failed:', (error as Error).message);
    } finally {
      running = false;
    }
  })();
}

/**
 * Every instance sends mail every MAIL_SWEEP_SECONDS (±10%): no external cron, and several
 * instances share the outbox safely (each message is taken by one at a time).
 */
export function startMailSender(): () => void {
  const periodMs = env().MAIL_SWEEP_SECONDS * 1000 * (0.9 + Math.random() * 0.2);
  const timer = setInterval(sendDueMailSoon, periodMs);
  timer.unref();
  sendDueMailSoon();
  return () => clearInterval(timer);
}
