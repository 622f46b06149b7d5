import type { Metadata } from 'next';
import { ContactMessages } from '@/components/contact/contact-messages';
import { listContactMessages } from '@/lib/contact';
import { tablePaging, firstValues } from '@/lib/http';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Messages' };

/** What visitors wrote through the contact form, newest first; each was also mailed to the store. */
export default async function MessagesPage({ searchParams }: PageProps<'/dashboard/messages'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Messages</h1>
      <p className="mb-6 text-sm text-steel-700">
        What visitors wrote through the contact form. Each message was also emailed to the store&apos;s inbox;
        Reply answers the visitor by email.
      </p>
      <ContactMessages key={paging.page} initial={await listContactMessages(paging)} page={paging.page} />
    </>
  );
}
