import { FormField } from '@/components/ui/form-field';
import type { CategoryDto } from '@/lib/categories';
import { branchOrder, trailName, type CategoryIndex } from './category-index';

/**
 * Where a category goes: "At the top" or under any category shown with its ancestors' names;
 * `moving` (a category being moved) is left out with its whole branch, which cannot hold it.
 */
export function ParentSelect({
  index,
  moving,
  defaultValue,
  error,
}: {
  index: CategoryIndex;
  moving?: CategoryDto;
  defaultValue?: string;
  error?: string;
}) {
  const excluded = new Set(
    moving ? [moving._id, ...branchOrder(index, moving._id).map((each) => each._id)] : [],
  );
  return (
    <FormField label="Parent" error={error}>
      <select className="input" name="parentId" defaultValue={defaultValue ?? ''}>
        <option value="">At the top</option>
        {branchOrder(index)
          .filter((category) => !excluded.has(category._id))
          .map((category) => (
            <option key={category._id} value={category._id}>
              {trailName(index, category)}
            </option>
          ))}
      </select>
    </FormField>
  );
}
