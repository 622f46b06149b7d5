import { expect, inject } from 'vitest';

/** A message as the local inbox (maildev's REST API) shows it. */
export type InboxMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
};

/** Every message the inbox holds for `address`, in arrival order. */
export async function mailTo(address: string, inboxURL = inject('inboxURL')): Promise<InboxMail[]> {
  const response = await fetch(`${inboxURL}/api/email?to.address=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxMail[];
}

/** Waits until `address` has `count` messages (the app sends within a second), then answers them. */
export async function waitForMail(address: string, count = 1, inboxURL = inject('inboxURL')) {
  await expect.poll(async () => (await mailTo(address, inboxURL)).length, { timeout: 15_000 }).toBe(count);
  return mailTo(address, inboxURL);
}

/** The first link into the store a message's text carries (`https?://…`). */
export function linkIn(mail: InboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}
