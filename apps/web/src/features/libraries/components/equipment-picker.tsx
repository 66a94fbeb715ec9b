import { useId } from 'react';
import { X } from 'lucide-react';
import { useCatalog } from '../../../entities/libraries/api/get-catalog.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';

/**
 * An exercise's equipment, picked from the equipment library: a select adds one piece, each chosen
 * one has its Remove button. Names not (or no longer) in the library stay until removed.
 */
export function EquipmentPicker({
  label,
  value,
  onChange,
  error,
  className,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  className?: string | undefined;
}) {
  const catalog = useCatalog('equipment');
  const names = [...new Set((catalog.data?.pages ?? []).flatMap((p) => p.items.map((i) => i.name)))].sort(
    (a, b) => a.localeCompare(b),
  );
  const listId = useId();
  const offered = names.filter((n) => !value.includes(n));
  return (
    <div className={className}>
      <SelectField
        label={label}
        options={offered}
        value=""
        error={error}
        hint={catalog.isError ? 'The equipment library could not be loaded.' : undefined}
        disabled={catalog.isPending}
        onChange={(event) => {
          if (event.target.value) onChange([...value, event.target.value]);
        }}
      >
        <option value="">
          {catalog.isPending ? 'Loading equipment...' : 'Add equipment from the library...'}
        </option>
      </SelectField>
      {value.length > 0 && (
        <ul id={listId} aria-label={`${label} chosen`} className="mt-2 flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(value.filter((n) => n !== name))}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
