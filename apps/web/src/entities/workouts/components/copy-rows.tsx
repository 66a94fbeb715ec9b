import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useClientPicker } from '../../clients/api/get-clients.ts';

const MAX_ROWS = 200;

interface Row {
  key: number;
  assignedTo: string;
  scheduledDate: string;
  name: string;
}

/** The copies one by one: each a name, a client and a day (or one day for all). */
export interface CopyRowsValue {
  rows: Row[];
  sameDate: boolean;
  sharedDate: string;
}

let nextKey = 0;
const newRow = (name: string, scheduledDate = '', assignedTo = ''): Row => ({
  key: ++nextKey,
  assignedTo,
  scheduledDate,
  name,
});

/** One copy under `name`, for `clientId` when given. */
export const firstCopyRows = (name: string, clientId: string): CopyRowsValue => ({
  rows: [newRow(name, '', clientId)],
  sameDate: false,
  sharedDate: '',
});

/** The copies to send, or null while a row lacks its client, day or name. */
export function copyRowsTargets({ rows, sameDate, sharedDate }: CopyRowsValue) {
  const targets = rows.map((r) => ({
    assignedTo: r.assignedTo,
    scheduledDate: sameDate ? sharedDate : r.scheduledDate,
    name: r.name.trim(),
  }));
  return targets.every((t) => t.assignedTo && t.scheduledDate && t.name) ? targets : null;
}

/**
 * The Copy Workout dialog's fields: 'Workout Name *', 'Assign to Client *' and 'Scheduled Date *' for
 * each copy, another copy added at will, and one date for all of them.
 */
export function CopyRows({
  value,
  onChange,
  defaultName,
}: {
  value: CopyRowsValue;
  onChange: (value: CopyRowsValue) => void;
  /** The name a copy added starts with. */
  defaultName: string;
}) {
  const clients = useClientPicker();
  const { rows, sameDate, sharedDate } = value;
  const setRows = (next: Row[]) => onChange({ ...value, rows: next });
  const change = (key: number, patch: Partial<Row>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const clientHint = clients.isPending
    ? 'Loading clients...'
    : clients.isError
      ? 'Your clients could not be loaded.'
      : undefined;

  return (
    <>
      <Checkbox
        label="Same date for all"
        checked={sameDate}
        onChange={(e) =>
          onChange({
            ...value,
            sameDate: e.target.checked,
            sharedDate: e.target.checked && !sharedDate ? (rows[0]?.scheduledDate ?? '') : sharedDate,
          })
        }
      />
      {sameDate && (
        <TextField
          label="Date for all *"
          type="date"
          value={sharedDate}
          onChange={(e) => onChange({ ...value, sharedDate: e.target.value })}
        />
      )}
      <ol aria-label="Copies" className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key}>
            {/* Every copy repeats the same three fields; the fieldset's legend tells them apart. */}
            <fieldset className="relative rounded-xl border border-slate-200 p-3">
              {/* Floated so that the legend lays out as an ordinary heading, not on the border. */}
              <legend
                className={
                  rows.length === 1
                    ? 'sr-only'
                    : 'float-left mb-2 w-full pr-10 text-sm leading-7 font-semibold text-slate-700'
                }
              >
                Copy {i + 1}
              </legend>
              <button
                type="button"
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                aria-label={`Remove copy ${i + 1}`}
                className={`absolute top-2.5 right-2.5 rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 ${rows.length === 1 ? 'hidden' : ''}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <div className="clear-left grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Workout Name *"
                  className="sm:col-span-2"
                  value={row.name}
                  maxLength={100}
                  onChange={(e) => change(row.key, { name: e.target.value })}
                />
                <SelectField
                  label="Assign to Client *"
                  value={row.assignedTo}
                  onChange={(e) => change(row.key, { assignedTo: e.target.value })}
                  hint={clientHint}
                >
                  <option value="">Select a client...</option>
                  {clients.data?.clients.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.firstName} {c.lastName}
                    </option>
                  ))}
                </SelectField>
                {!sameDate && (
                  <TextField
                    label="Scheduled Date *"
                    type="date"
                    value={row.scheduledDate}
                    onChange={(e) => change(row.key, { scheduledDate: e.target.value })}
                  />
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => setRows([...rows, newRow(defaultName, rows.at(-1)?.scheduledDate ?? '')])}
        disabled={rows.length >= MAX_ROWS}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add another copy
      </Button>
    </>
  );
}
