import { describe, expect, it } from 'vitest';
import { emailSchema, knownEmailSchema } from '@/lib/validation/email';

const message = (value: unknown) => {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the typed email rule (sign-up, sign-in, contact)', () => {
  it("answers the spec's messages", () => {
    expect(message(undefined)).toBe('Email is Required');
    expect(message('')).toBe('Email is Required');
    expect(message('   ')).toBe('Email is Required');
    for (const bad of ['plain', 'a@b', 'a@b.c', 'a@b.comma', '@b.co', 'a b@c.co', 'a@b..co', '.a@b.co'])
      expect(message(bad), bad).toBe('provide a valid email');
  });

  it('takes real addresses, trimmed and lower-cased', () => {
    for (const good of ['buyer@acme.com', 'John.Doe+parts@mail.acme-parts.com', 'x_1@b.io'])
      expect(message(good), good).toBeNull();
    expect(emailSchema.parse('  Buyer@ACME.com ')).toBe('buyer@acme.com');
  });

  it('is wider for addresses the store already knows (a Google account)', () => {
    expect(knownEmailSchema.safeParse('someone@example.technology').success).toBe(true);
    expect(emailSchema.safeParse('someone@example.technology').success).toBe(false);
  });
});
