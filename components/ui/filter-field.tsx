import type { InputHTMLAttributes } from 'react';

type Props = { label: string; wide?: boolean } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'defaultValue' | 'placeholder'
>;

/** One text or date field of a list's GET filter form (Manage All Order, the Audit Log). */
export function FilterField({ label, wide = false, ...input }: Props) {
  return (
    <label className={wide ? 'block min-w-56 flex-1' : 'block'}>
      <span className="label">{label}</span>
      <input className="input" {...input} />
    </label>
  );
}
