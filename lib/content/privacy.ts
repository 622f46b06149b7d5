import type { PolicySection } from './policy-section';

/** The /privacy page: what Partsmith collects about its buyers, why, and for how long. */
export const PRIVACY_UPDATED = '23 November 2026';

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'Partsmith Manufacturing ("Partsmith", "we") runs this website and is responsible for the personal data collected through it. You can reach us about privacy through the contact form on our home page.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to sell and deliver parts to you:'],
    items: [
      'Account: your email address, your name and your password, which we store only as a salted hash (argon2id) and never see.',
      'Sign-in with Google: if you choose it, Google tells us your email address, your name and your profile picture. We never receive your Google password.',
      'Profile (optional): a phone number, your education and a picture, if you add them on My Profile.',
      'Orders: the name and phone number on the order, the parts, quantities and prices, the order status and the payment reference.',
      'Payments: card payments are handled by our card processor, Stripe. Your card details go from your browser straight to Stripe: card numbers never reach our servers. We receive only the payment reference and whether the payment succeeded.',
      'Reviews: your name, rating and comment, which are shown publicly on our home page.',
      'Contact messages: the name, email address and message you send us.',
      "Security records: your device's IP address, used to limit repeated sign-in attempts, sign-ups and messages, and a log of account and order changes (who did what, and when).",
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to run your account, take, fulfil and invoice your orders, answer your messages, protect the site and your account from abuse, and meet our legal obligations, such as keeping accounting records. We do not sell your data, show advertising or use third-party analytics or tracking.',
    ],
  },
  {
    heading: 'Cookies and browser storage',
    paragraphs: ['We use only cookies that the site needs to work, so we do not ask for consent to them:'],
    items: [
      'Session cookie: keeps you signed in. It lasts 3 days, is renewed while you use the site and is removed when you log out.',
      'Device cookie: a random, signed identifier set after you sign in, holding no email address or other personal details. It is used only to protect sign-in from lockout: when someone tries to guess your password, your usual browser can still sign you in. It lasts one year.',
      'Signed-in hint cookie: tells the page to show the signed-in menu before it has finished loading. It holds no personal data and lasts 3 days.',
      "While you are signed in, your browser also keeps a short-lived access token (valid for one hour) in its local storage; it is removed when you log out. On the payment page, Stripe may set its own cookies to prevent fraud, under Stripe's privacy policy.",
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: ['We share personal data only with those who need it to serve you:'],
    items: [
      'Stripe, to process card payments;',
      'Google, only if you choose to sign in with Google;',
      'our hosting and email providers, who process data on our instructions;',
      'carriers and freight forwarders, who receive the delivery details of a shipment;',
      'authorities, when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and profile details are kept while your account exists. Orders and invoices are kept for as long as tax and accounting law requires, usually up to 10 years. Contact messages are kept for up to 2 years. Counters used to limit sign-in attempts expire within an hour, and the log of account and order changes is kept as long as the order records it concerns.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it. You can correct most profile details yourself on My Profile. For anything else, send a request through the contact form from the email address of your account; we may reply to that address to confirm the request is yours, and we answer within 30 days.',
      'When you ask us to delete your data, we delete your account, profile and reviews. Order and invoice records that the law requires us to keep are retained for that purpose only. You may also complain to your data protection authority.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Pages and data travel over HTTPS. Passwords are stored as salted hashes, sessions can be ended on our side (for example with Sign out everywhere), repeated sign-in attempts are limited, and every request is checked against the signed-in user and their role on our servers. Only staff who need it for their work can see your data.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy when our services or the law change. The date at the top shows when it last changed.',
    ],
  },
];
