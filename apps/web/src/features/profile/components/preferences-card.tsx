import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { SlidersHorizontal } from 'lucide-react';
import type { User } from '@kinetic/contracts/auth';
import {
  REST_SECONDS_MAX,
  preferencesInput,
  type Preferences,
  type PreferencesInput,
} from '@kinetic/contracts/preferences';
import { DEFAULT_PREFERENCES } from '@kinetic/contracts/time-and-units';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useUpdatePreferences } from '../../../entities/session/api/update-preferences.ts';
import { CardForm } from './card-form.tsx';
import { SectionCard } from './section-card.tsx';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zones to choose from: UTC, the device's and the saved one first when the list lacks them. */
function zoneOptions(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return [...new Set(['UTC', saved, deviceZone(), ...zones])].filter(Boolean);
}

/** Weight unit, time zone and rest between sets: what the workout screens start from. */
export function PreferencesCard({ user }: { user: User }) {
  const saved = user.preferences ?? DEFAULT_PREFERENCES;
  const mutation = useUpdatePreferences();
  const { handleSubmit, reset, field, register, errorOf, failWith } = useFieldForm<
    PreferencesInput,
    Preferences
  >({
    resolver: zodResolver(preferencesInput),
    defaultValues: { ...saved },
  });
  const zone = deviceZone();

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ user: updated }) => {
        reset({ ...updated.preferences });
        toast.success('Preferences saved');
      },
      onError: failWith('Failed to save preferences', ['weightUnit', 'timeZone', 'restSeconds']),
    }),
  );

  return (
    <SectionCard
      title="Preferences"
      description="How weights, days and rest times are shown while you train."
      icon={SlidersHorizontal}
    >
      <CardForm onSubmit={onSubmit} pending={mutation.isPending} submitLabel="Save" pendingLabel="Saving...">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Weight unit" {...field('weightUnit')}>
            <option value="lbs">Pounds (lbs)</option>
            <option value="kg">Kilograms (kg)</option>
          </SelectField>
          <TextField
            label="Rest between sets (seconds)"
            type="number"
            inputMode="numeric"
            min={0}
            max={REST_SECONDS_MAX}
            step={5}
            error={errorOf('restSeconds')}
            hint={`0 to ${REST_SECONDS_MAX} seconds`}
            {...register('restSeconds', { valueAsNumber: true })}
          />
        </div>
        <SelectField
          label="Time zone"
          options={zoneOptions(saved.timeZone)}
          optionLabel={(z) => z.replaceAll('_', ' ')}
          hint={zone ? `This device is set to ${zone}.` : undefined}
          {...field('timeZone')}
        />
      </CardForm>
    </SectionCard>
  );
}
