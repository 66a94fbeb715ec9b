import { Link } from 'react-router';
import { BookmarkPlus, ClipboardList, CopyPlus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useClientPicker } from '../../../entities/clients/api/get-clients.ts';

/** 'Create Workout' or 'Edit Workout', for whom, Cancel, Start from template, and Copy for a saved workout. */
export function BuilderHeader({
  clientId,
  isEdit,
  onCopy,
  onSaveAsTemplate = null,
  onStartFromTemplate = null,
}: {
  clientId: string;
  isEdit: boolean;
  onCopy: (() => void) | null;
  onSaveAsTemplate?: (() => void) | null;
  /** Fills the plan from a template (not for a completed workout). */
  onStartFromTemplate?: (() => void) | null;
}) {
  const clients = useClientPicker();
  const client = clients.data?.clients.find((c) => c.id === clientId);
  const actions = [
    { onClick: onStartFromTemplate, icon: ClipboardList, label: 'Start from template' },
    { onClick: onCopy, icon: CopyPlus, label: 'Copy' },
    { onClick: onSaveAsTemplate, icon: BookmarkPlus, label: 'Save as Template' },
  ];
  return (
    <PageHeader
      title={isEdit ? 'Edit Workout' : 'Create Workout'}
      description={
        client ? `For ${client.firstName} ${client.lastName}` : 'Plan the sets, exercises and targets.'
      }
      spacing="mb-6"
      actions={
        <>
          <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          {actions.map(
            ({ onClick, icon: Icon, label }) =>
              onClick && (
                <Button key={label} variant="secondary" onClick={onClick}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Button>
              ),
          )}
        </>
      }
    />
  );
}
