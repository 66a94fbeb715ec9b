import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkoutTemplate } from '@kinetic/contracts/templates';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { templateQueryOptions } from '../../../entities/templates/api/get-template.ts';
import { TemplatePicker } from '../../../entities/templates/components/template-picker.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

function StartForm({
  replaces,
  onClose,
  onStart,
}: {
  replaces: boolean;
  onClose: () => void;
  onStart: (template: WorkoutTemplate) => void;
}) {
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Portalled out of the builder's form, whose submit React would still bubble this one to.
    event.stopPropagation();
    if (!templateId) return;
    setLoading(true);
    setError(null);
    try {
      // The list carries no plans: the chosen template is read whole (its answer, unselected).
      const { select: _select, ...read } = templateQueryOptions(templateId);
      const { template } = await queryClient.fetchQuery(read);
      onStart(template);
      onClose();
    } catch (e) {
      setError(errorText(e, 'The template could not be loaded'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TemplatePicker
        value={templateId}
        onChange={setTemplateId}
        hint={
          replaces
            ? 'Its sets replace the sets below; empty details are filled in from it.'
            : 'Its sets fill the plan; empty details are filled in from it.'
        }
      />
      <FormAlert>{error}</FormAlert>
      <FormActions onCancel={onClose} busy={loading} className="pt-1">
        <Button type="submit" disabled={!templateId} loading={loading}>
          Use Template
        </Button>
      </FormActions>
    </form>
  );
}

/** 'Start from template': the builder's plan (and its empty details) from a chosen template. */
export function StartFromTemplateDialog({
  open,
  replaces,
  onClose,
  onStart,
}: {
  open: boolean;
  /** Whether the plan already holds exercises the template's would replace. */
  replaces: boolean;
  onClose: () => void;
  onStart: (template: WorkoutTemplate) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Start from template" size="md">
      {open && <StartForm replaces={replaces} onClose={onClose} onStart={onStart} />}
    </Modal>
  );
}
