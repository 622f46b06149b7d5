/** A message as the local inbox (maildev's REST API, started by e2e/global-setup.ts) shows it. */
export type InboxMail = { id: string; subject: string; text: string; to: { address: string }[] };

/** The messages the local inbox holds for `address`, in arrival order. */
export async function inboxOf(address: string): Promise<InboxMail[]> {
  const response = await fetch(
    `${process.env.E2E_INBOX_URL}/api/email?to.address=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as InboxMail[];
}

/** Takes a message out of the inbox, as its reader deletes it (what follows is then counted alone). */
export async function removeFromInbox(id: string): Promise<void> {
  await fetch(`${process.env.E2E_INBOX_URL}/api/email/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The link of the confirmation mail `address` received (decision 0026), once it has arrived. */
export async function confirmationMail(address: string): Promise<{ mail: InboxMail; link: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await inboxOf(address)).find((m) => m.subject === 'Confirm your email address');
    if (mail) return { mail, link: /https?:\/\/\S+confirm-email#token=[\w-]+/.exec(mail.text)![0] };
    if (Date.now() > deadline) throw new Error(`No confirmation mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
