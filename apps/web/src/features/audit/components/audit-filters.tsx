import { AUDIT_ACTIONS } from '@kinetic/contracts/audit';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuditForm } from '../lib/audit-filter.ts';

/** The audit screen's filters: person, action and a range of days. */
export function AuditFilters({
  form,
  onChange,
  rangeError,
}: {
  form: AuditForm;
  onChange: (form: AuditForm) => void;
  rangeError?: string | undefined;
}) {
  const set = (change: Partial<AuditForm>) => onChange({ ...form, ...change });
  return (
    <form
      role="search"
      aria-label="Filter the audit trail"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label="Person"
        type="search"
        placeholder="Name, email or username"
        value={form.person}
        maxLength={100}
        onChange={(event) => set({ person: event.target.value })}
      />
      <SelectField
        label="Action"
        options={AUDIT_ACTIONS}
        value={form.action}
        onChange={(event) => set({ action: event.target.value })}
      >
        <option value="">All actions</option>
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={form.fromDay}
        onChange={(event) => set({ fromDay: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={form.toDay}
        error={rangeError}
        onChange={(event) => set({ toDay: event.target.value })}
      />
    </form>
  );
}
