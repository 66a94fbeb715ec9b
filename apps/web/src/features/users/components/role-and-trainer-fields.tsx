import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES, type Role } from '@kinetic/contracts/common';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { useTrainers } from '../api/get-trainers.ts';

const ROLE_NAMES: Record<Role, string> = { CONSULTANT: 'Consultant', TRAINER: 'Trainer', CLIENT: 'Client' };

/** A user's roles, one box each, with the message under them. */
export function RolesFieldset({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Roles</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            value={role}
            aria-label={`${ROLE_NAMES[role]} role`}
            label={<RoleBadge role={role} />}
            aria-invalid={error ? true : undefined}
            {...registration}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The active trainers a client may be given, but `excludeId` (the user themself); `current`, a
 * trainer missing from the list, stays selectable. One keyed list, so the selected option survives
 * the trainers arriving.
 */
export function TrainerSelect({
  excludeId,
  current,
  ...props
}: Omit<SelectFieldProps, 'children'> & {
  excludeId: string | undefined;
  current?: { id: string; firstName: string; lastName: string } | null;
}) {
  const trainers = useTrainers();
  const loaded = (trainers.data?.trainers ?? []).filter((t) => t.id !== excludeId);
  const options = current && !loaded.some((t) => t.id === current.id) ? [current, ...loaded] : loaded;
  return (
    <div>
      <SelectField hint={trainers.isPending ? 'Loading trainers...' : undefined} {...props}>
        <option value="">No trainer</option>
        {options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.firstName} {t.lastName}
          </option>
        ))}
      </SelectField>
      {trainers.isError && (
        <LoadError compact message="Failed to load trainers" onRetry={() => void trainers.refetch()} />
      )}
    </div>
  );
}
