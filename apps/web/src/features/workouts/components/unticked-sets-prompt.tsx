import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * Asked when a client who ticked sets off completes the workout with some never ticked: were they
 * done ("Mark them done": recorded with their values) or not ("Record only the ticked sets": the
 * others recorded as skipped, counted nowhere). Either completes the workout.
 */
export function UntickedSetsPrompt({
  open,
  unticked,
  busy,
  onMarkDone,
  onOnlyTicked,
  onCancel,
}: {
  open: boolean;
  /** How many sets (or timed exercises) were never ticked. */
  unticked: number;
  busy: boolean;
  onMarkDone: () => void;
  onOnlyTicked: () => void;
  onCancel: () => void;
}) {
  const sets = unticked === 1 ? '1 set is' : `${unticked} sets are`;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      busy={busy}
      size="sm"
      title="Some sets are not ticked"
      description={`${sets} not ticked off. Did you do them? A completed workout can no longer be changed.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Not yet
          </Button>
          <Button variant="secondary" onClick={onOnlyTicked} disabled={busy}>
            Record only the ticked sets
          </Button>
          <Button onClick={onMarkDone} disabled={busy}>
            Mark them done
          </Button>
        </>
      }
    />
  );
}
