/**
 * docs/product.md#validation-rules-and-messages: letters or digits, an at sign, letters, a dot and 2 to 3
 * letters. Widened only where the literal rule would turn away real customers: dots, plus, hyphen and
 * underscore in the local part, digits/hyphens and subdomains in the domain (john.doe@mail.acme-parts.com).
 */
export const EMAIL_PATTERN = /^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_%+-])?@(?:[a-z0-9-]+\.)+[a-z]{2,3}$/i;
