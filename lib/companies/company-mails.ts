import 'server-only';
import { hello, mail, storeLink, SEALED_LINK, type MailContent, type Recipient } from '@/lib/mail';
import { COMPANY_ROLE_LABELS, INVITATION_DAYS, type CompanyRole } from '@/lib/model';

const roleWords = (roles: CompanyRole[]) =>
  roles.map((role) => COMPANY_ROLE_LABELS[role].toLowerCase()).join(', ');

/** To the applicant: their business account is open, or declined and why. */
export function applicationDecidedMail(
  name: string | null,
  companyName: string,
  approved: boolean,
  reason: string | undefined,
): (to: Recipient) => MailContent {
  return (to) =>
    approved
      ? mail(`Your business account for ${companyName} is open`, hello(name, to), [
          `Your application for ${companyName} is approved, and you are its admin: invite your buyers, approvers and finance from the Company page.`,
          { link: storeLink('/dashboard/company'), label: 'Open the Company page' },
        ])
      : mail(`Your business account application for ${companyName}`, hello(name, to), [
          `We could not open a business account for ${companyName}.`,
          `The reason: ${reason ?? 'not given'}`,
          'You can keep buying as before, and apply again from the Company page.',
        ]);
}

/** The invitation: its link is sealed beside the message (SEALED_LINK), never in it. */
export function invitationMail(companyName: string, inviter: string, roles: CompanyRole[]): MailContent {
  return mail(`You are invited to buy for ${companyName} on Partsmith`, 'Hello,', [
    `${inviter} invites you to join ${companyName} on Partsmith as ${roleWords(roles)}.`,
    { link: SEALED_LINK, label: 'Accept the invitation' },
    `The link works for ${INVITATION_DAYS} days. If you did not expect it, ignore this mail.`,
  ]);
}
