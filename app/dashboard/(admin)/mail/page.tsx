import type { Metadata } from 'next';
import { UndeliveredMail } from '@/components/mail/undelivered-mail';
import { tablePaging, firstValues } from '@/lib/http';
import { listUndeliveredMail } from '@/lib/mail';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Mail' };

export default async function MailPage({ searchParams }: PageProps<'/dashboard/mail'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Mail</h1>
      <p className="mb-6 text-sm text-steel-700">
        Emails the store could not deliver yet are tried again, waiting longer each time; after 12 tries they
        wait here for you.
      </p>
      <UndeliveredMail key={paging.page} initial={await listUndeliveredMail(paging)} page={paging.page} />
    </>
  );
}
