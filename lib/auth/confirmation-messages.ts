// The words of address confirmation (decision 0026), shared by the server and the screens.

export const CONFIRM_LINK_HOURS = 48;

export const CONFIRMATION_SENT = `We have sent you an email with a link to confirm your address. The link works for ${CONFIRM_LINK_HOURS} hours.`;
export const CONFIRM_LINK_UNUSABLE =
  'This link has expired or was already used. Sign in and choose Send again for a new one.';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed.';
export const EMAIL_CONFIRMED = 'Thank you: your email address is confirmed.';
