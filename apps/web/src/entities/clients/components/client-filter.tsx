import { SelectField } from '../../../components/ui/select-field.tsx';
import { useClientPicker } from '../api/get-clients.ts';

/** A trainer's filter by one of their clients: 'All clients' (the empty value) or one of them. */
export function ClientFilter({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (clientId: string) => void;
  className?: string;
}) {
  const clients = useClientPicker();
  return (
    <SelectField
      label="Client"
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={clients.isError ? 'Your clients could not be loaded.' : undefined}
    >
      <option value="">All clients</option>
      {clients.data?.clients.map((c) => (
        <option key={c.id} value={c.id}>
          {c.firstName} {c.lastName}
        </option>
      ))}
    </SelectField>
  );
}
