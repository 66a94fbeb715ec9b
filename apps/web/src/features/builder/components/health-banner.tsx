import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { CONDITION_LABELS } from '@kinetic/contracts/conditions';
import { useBuilderClient } from '../hooks/use-builder-client.ts';

/** The client's conditions above the plan, linking to the client's page; nothing without any. */
export function HealthBanner() {
  const { clientId, conditions } = useBuilderClient();
  if (!clientId || conditions.length === 0) return null;
  return (
    <p
      role="note"
      className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        <Link to={`/trainer/clients/${clientId}`} className="font-semibold underline hover:text-amber-950">
          Health flags: {conditions.map((c) => CONDITION_LABELS[c]).join(', ')}
        </Link>
        <span className="block text-amber-800">
          Exercises contraindicated for these are marked below. A warning never blocks saving.
        </span>
      </span>
    </p>
  );
}
