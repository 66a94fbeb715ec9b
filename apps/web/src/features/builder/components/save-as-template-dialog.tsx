import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AlertCircle } from 'lucide-react';
import { templateFromWorkoutInput } from '@kinetic/contracts/templates';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSaveAsTemplate } from '../api/save-as-template.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

function SaveForm({
  workoutId,
  sourceName,
  onClose,
}: {
  workoutId: string;
  sourceName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const save = useSaveAsTemplate();
  const [name, setName] = useState(sourceName);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Portalled out of the builder's form, but React bubbles the submit up its tree: the builder
    // must not save the workout too.
    event.stopPropagation();
    const parsed = templateFromWorkoutInput.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Template name is required');
      return;
    }
    setError(null);
    save.mutate(
      { workoutId, name: parsed.data.name },
      {
        onSuccess: ({ template }) => {
          // The toaster lives outside the router: the link navigates with the builder's navigate.
          toast.success((t) => (
            <span>
              Template saved.{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  toast.dismiss(t.id);
                  void navigate(`/trainer/templates/${template.id}`);
                }}
              >
                Open {template.name}
              </button>
            </span>
          ));
          onClose();
        },
        onError: (e) => setError(errorText(e, 'Failed to save the template')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Template Name *"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <FormActions onCancel={onClose} busy={save.isPending} className="pt-1">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Template'}
        </Button>
      </FormActions>
    </form>
  );
}

/** Saves the plan of the workout being edited (as last saved) as a template of the library. */
export function SaveAsTemplateDialog({
  open,
  onClose,
  workoutId,
  sourceName,
}: {
  open: boolean;
  onClose: () => void;
  workoutId: string;
  sourceName: string;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save as Template"
      description="Keep this workout's sets and targets in your template library."
    >
      {open && <SaveForm workoutId={workoutId} sourceName={sourceName} onClose={onClose} />}
    </Modal>
  );
}
