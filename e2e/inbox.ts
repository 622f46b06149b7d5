/** A message as the local inbox (maildev's REST API, started by e2e/global-setup.ts) shows it. */
export type InboxMail = { subject: string; text: string; to: { address: string }[] };

/** The messages the local inbox holds for `address`, in arrival order. */
export async function inboxOf(address: string): Promise<InboxMail[]> {
  const response = await fetch(
    `${process.env.E2E_INBOX_URL}/api/email?to.address=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as InboxMail[];
}
