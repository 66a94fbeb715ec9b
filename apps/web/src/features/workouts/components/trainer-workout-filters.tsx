import { Button } from '../../../components/ui/button.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ClientFilter } from '../../../entities/clients/components/client-filter.tsx';
import type { TrainerWorkoutFilter } from '../api/trainer-get-workouts.ts';

/** The trainer's list filters: a search, a client, a status and a range of days. */
export function TrainerWorkoutFilters({
  filter,
  onChange,
  today,
  searching,
}: {
  filter: TrainerWorkoutFilter;
  onChange: (change: Partial<TrainerWorkoutFilter>) => void;
  today: string;
  searching: boolean;
}) {
  return (
    <div className="mb-4 space-y-3">
      <SearchBox
        label="Search workouts"
        placeholder="Search by workout or client name..."
        value={filter.search}
        onChange={(search) => onChange({ search })}
        searching={searching}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ClientFilter value={filter.clientId} onChange={(clientId) => onChange({ clientId })} />
        <SelectField
          label="Status"
          value={filter.status}
          onChange={(e) => onChange({ status: e.target.value as TrainerWorkoutFilter['status'] })}
        >
          <option value="">All statuses</option>
          <option value="SCHEDULED">Scheduled</option>
          <option value="COMPLETED">Completed</option>
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange({ from: today, to: '' })}>
          From today
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onChange({ from: '', to: '' })}>
          All dates
        </Button>
      </div>
    </div>
  );
}
