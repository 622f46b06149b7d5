import { can, type Caller } from '@/lib/model';

/** docs/product.md#screens-and-routes dashboard side menu, labels verbatim (Quotes and My Quotes: issue 17; Import Parts: issue 18; Quick order, Cart and Saved lists: issue 26; Messages: the contact form's; Company and Companies: issue 34; Price Lists: issue 35; Tax Rates, Shipping Zones and Returns: issue 36; Categories: issue 37). */
export function dashboardMenu(caller: Caller) {
  const { role, company } = caller;
  const common = [{ href: '/dashboard', label: 'My Profile' }];
  if (role === 'admin') {
    return [
      ...common,
      { href: '/dashboard/manageorder', label: 'Manage All Order' },
      { href: '/dashboard/makeadmin', label: 'Make Admin' },
      { href: '/dashboard/addproduct', label: 'Add A Products' },
      { href: '/dashboard/manageproduct', label: 'Manage Products' },
      { href: '/dashboard/importparts', label: 'Import Parts' },
      { href: '/dashboard/categories', label: 'Categories' },
      { href: '/dashboard/managereviews', label: 'Manage Reviews' },
      { href: '/dashboard/quotes', label: 'Quotes' },
      { href: '/dashboard/returns', label: 'Returns' },
      { href: '/dashboard/companies', label: 'Companies' },
      { href: '/dashboard/pricelists', label: 'Price Lists' },
      { href: '/dashboard/tax', label: 'Tax Rates' },
      { href: '/dashboard/shipping', label: 'Shipping Zones' },
      { href: '/dashboard/audit', label: 'Audit Log' },
      { href: '/dashboard/mail', label: 'Mail' },
      { href: '/dashboard/messages', label: 'Messages' },
    ];
  }
  return [
    ...common,
    { href: '/dashboard/order', label: 'My Orders' },
    { href: '/dashboard/myquotes', label: 'My Quotes' },
    { href: '/dashboard/review', label: 'Add a Review' },
    { href: '/quickorder', label: 'Quick order' },
    { href: '/cart', label: 'Cart' },
    { href: '/dashboard/lists', label: 'Saved lists' },
    { href: '/dashboard/company', label: 'Company' },
    // Approvals (issue 34): for those of a company who decide requisitions.
    ...(company && can(caller, 'approve', { companyId: company.companyId })
      ? [{ href: '/dashboard/company/approvals', label: 'Approvals' }]
      : []),
  ];
}
