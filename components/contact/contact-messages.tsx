import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { ContactMessageDto } from '@/lib/contact';
import type { Page } from '@/lib/model';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** An answer by email, in the admin's own mail program (the message's mail says the same: reply). */
const replyHref = (message: ContactMessageDto) =>
  `mailto:${message.email}?subject=${encodeURIComponent('Re: your message to Partsmith')}`;

/**
 * Messages (admins): who wrote, when, and the whole text, line breaks kept. The text column has a
 * floor beside the side menu, so a long message reads in lines of words, never a narrow strip.
 */
export function ContactMessages({ initial, page }: { initial: Page<ContactMessageDto>; page: number }) {
  return (
    <div>
      <DataTable
        label="Contact messages"
        columns={['Received', 'From', 'Message', 'Actions']}
        empty={initial.total === 0 && 'No messages yet.'}
      >
        {initial.rows.map((message) => (
          <Row key={message._id} data-testid="contact-message">
            <Cell label="Received">{when(message.createdAt)}</Cell>
            <Cell label="From" className="wrap-anywhere lg:min-w-40">
              <p className="font-medium">{message.name}</p>
              <p className="text-xs text-steel-500">{message.email}</p>
            </Cell>
            <Cell label="Message" className="whitespace-pre-line wrap-anywhere lg:min-w-72">
              {message.message}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <a
                className="btn-outline"
                href={replyHref(message)}
                aria-label={`Reply to ${message.name} (${message.email})`}
              >
                Reply
              </a>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager
        page={page}
        shown={initial.rows.length}
        total={initial.total}
        noun={['message', 'messages']}
      />
    </div>
  );
}
