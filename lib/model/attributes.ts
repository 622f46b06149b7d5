import type { Dimension } from './dimensions';

// A category's attributes (issue 37): what its parts are described by, inherited by its
// subcategories. Plain data, shared with the browser (the admin's form, the facets).

export const ATTRIBUTE_KINDS = ['number', 'choice', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const ATTRIBUTE_KIND_LABELS: Record<AttributeKind, string> = {
  number: 'A number with a unit',
  choice: 'A choice from a list',
  text: 'Text',
};

/** An attribute as a category defines it. */
export type AttributeDef = {
  /** Its name in URLs and the catalog CSV (`attr:diameter`): lower-case letters, digits, dashes. */
  key: string;
  label: string;
  kind: AttributeKind;
  /** A number's dimension and the unit it is shown in (values are stored in SI, lib/attributes). */
  dimension?: Dimension;
  unit?: string;
  /** A choice's values, in the order shown. */
  choices?: string[];
  /** Decides whether another part can replace this one (substitutes match it exactly). */
  critical: boolean;
};

/** A part's value of one attribute as stored: `n` a number in SI, `s` a choice or a text. */
export type AttributeValue = { k: string; n?: number; s?: string };

/** The most attributes one category defines, and the most choices one attribute lists. */
export const MAX_OWN_ATTRIBUTES = 40;
export const MAX_CHOICES = 200;
export const ATTRIBUTE_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A label as an attribute key: "Thread pitch" → "thread-pitch". */
export const attributeKeyOf = (label: string): string =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
