import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTemplatePicker } from '../api/get-templates.ts';

/**
 * 'Template *': the trainer's own and shared templates to pick one from (to schedule it, to start a
 * workout from it). `hint` says what the pick does once the list is there.
 */
export function TemplatePicker({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (templateId: string) => void;
  hint?: string;
}) {
  const templates = useTemplatePicker();
  return (
    <SelectField
      label="Template *"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={
        templates.isPending
          ? 'Loading templates...'
          : templates.isError
            ? 'Your templates could not be loaded.'
            : templates.data?.templates.length === 0
              ? 'No templates yet: save a workout as a template first.'
              : hint
      }
    >
      <option value="">Select a template...</option>
      {templates.data?.templates.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </SelectField>
  );
}
