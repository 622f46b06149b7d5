import type { Metadata } from 'next';
import { ViewLink } from '@/components/ui/view-link';
import { SavedLists } from '@/components/cart/saved-lists';
import { listSavedLists } from '@/lib/cart';
import { tablePaging, firstValues } from '@/lib/http';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Saved lists' };

/** The customer's saved lists; a company member also sees (`?scope=company`) those shared with the company. */
export default async function SavedListsPage({ searchParams }: PageProps<'/dashboard/lists'>) {
  const caller = await requirePageUser();
  const values = firstValues(await searchParams);
  const company = caller.company?.companyName ?? null;
  const scope = company && values.scope === 'company' ? 'company' : 'own';
  const paging = tablePaging(values.page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Saved lists</h1>
      {company && (
        <p className="mb-4 flex flex-wrap gap-4 text-sm">
          <ViewLink href="/dashboard/lists" current={scope === 'own'}>
            Your lists
          </ViewLink>
          <ViewLink href="/dashboard/lists?scope=company" current={scope === 'company'}>
            Shared with {company}
          </ViewLink>
        </p>
      )}
      <SavedLists
        key={`${scope}:${paging.page}`}
        initial={await listSavedLists(caller, paging, scope)}
        page={paging.page}
        scope={scope}
        company={company}
      />
    </>
  );
}
