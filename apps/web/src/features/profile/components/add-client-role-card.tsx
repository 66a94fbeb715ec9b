import toast from 'react-hot-toast';
import { errorText } from '../../../lib/api-client.ts';
import { FlaskConical, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { useAddClientRole } from '../api/add-client-role.ts';
import { SectionCard } from './section-card.tsx';

/** For a trainer without the client role: add it, to try the client side of the app. */
export function AddClientRoleCard() {
  const mutation = useAddClientRole();
  // The panel goes away once the stored user holds CLIENT, so the toasts follow the promise
  // (mutate's own callbacks are skipped after an unmount).
  const add = () =>
    mutation.mutateAsync().then(
      () => toast.success('Client role added successfully! You can now access client features for testing.'),
      (error: unknown) => toast.error(errorText(error, 'Failed to add client role')),
    );

  return (
    <SectionCard
      title="Add Client Role"
      icon={FlaskConical}
      className="border-green-200 bg-gradient-to-br from-white to-green-50/60"
    >
      <div className="space-y-4 text-sm text-slate-600">
        <p>
          Want to see Kinetic the way your clients do? Add the <RoleBadge role="CLIENT" /> role to your own
          account to try the client side: workouts, meals and progress.
        </p>
        <p>
          Your trainer access stays as it is; switch between the two from the Switch Role menu at the top
          right.
        </p>
        <Button onClick={() => void add()} loading={mutation.isPending} className="w-full sm:w-auto">
          <UserPlus aria-hidden="true" className="size-4" />
          {mutation.isPending ? 'Adding...' : 'Add Client Role'}
        </Button>
      </div>
    </SectionCard>
  );
}
