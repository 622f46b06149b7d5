import { TAX_CLASSES, TAX_CLASS_LABELS } from '@/lib/model';

/** The tax classes a part may have (issue 36), as the admin forms' choice lists them. */
export function TaxClassOptions() {
  return TAX_CLASSES.map((taxClass) => (
    <option key={taxClass} value={taxClass}>
      {TAX_CLASS_LABELS[taxClass]}
    </option>
  ));
}
