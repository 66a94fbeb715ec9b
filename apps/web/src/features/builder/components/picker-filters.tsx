import { MUSCLES, type Muscle } from '@kinetic/contracts/exercise-details';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCatalog } from '../../../entities/libraries/api/get-catalog.ts';
import type { ExerciseFilters } from '../../../lib/library-pages.ts';

/**
 * The picker's filters: a muscle (the library's muscle names) and a piece of equipment (the
 * equipment library's names, read once and cached like the library).
 */
export function PickerFilters({
  filters,
  onChange,
}: {
  filters: ExerciseFilters;
  onChange: (filters: ExerciseFilters) => void;
}) {
  const equipment = useCatalog('equipment');
  const names = (equipment.data?.pages ?? []).flatMap((p) => p.items.map((e) => e.name));
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label="Muscle"
        value={filters.muscle ?? ''}
        onChange={(e) =>
          onChange({ ...filters, muscle: (e.target.value || undefined) as Muscle | undefined })
        }
        options={MUSCLES}
      >
        <option value="">Any muscle</option>
      </SelectField>
      <SelectField
        label="Equipment"
        value={filters.equipment ?? ''}
        onChange={(e) => onChange({ ...filters, equipment: e.target.value || undefined })}
        options={names}
      >
        <option value="">Any equipment</option>
      </SelectField>
    </div>
  );
}
