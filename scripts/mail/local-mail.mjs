// A local mail server for development and the test suites (issue 27): maildev from npm, an SMTP
// server that keeps every message it receives, with a web inbox and a REST API
// (GET /api/email?to.address=…). Started by the project's own scripts when SMTP_URL is unset,
// like the local database: `npm run dev` prints the inbox's address.
import { MailDev } from 'maildev';
import { freePort } from '../test-support/free-port.mjs';

/**
 * @param {{ smtpPort?: number, webPort?: number, directory?: string }} [options] ports default to
 *   free ones; `directory` keeps the messages on disk (the inbox then survives restarts)
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string, stop: () => Promise<void> }>}
 */
export async function startLocalMail({ smtpPort, webPort, directory } = {}) {
  const smtp = smtpPort ?? (await freePort());
  const web = webPort ?? (await freePort());
  const maildev = new MailDev({
    smtp,
    web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    // A bound, so a long-running inbox does not grow without end.
    maxEmails: 5000,
    ...(directory ? { mailDirectory: directory } : {}),
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl: `http://localhost:${web}`,
    stop: () => maildev.stop(),
  };
}
