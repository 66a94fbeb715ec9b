import { useMemo, useState } from 'react';
import { useLeaveGuard } from '../../../components/ui/use-leave-guard.tsx';
import type { BuilderState } from '../lib/builder-state.ts';
import { planOf } from '../lib/to-workout-input.ts';

/**
 * The plan a builder holds, and the question before leaving it changed: changed once the details
 * form is dirty or the plan differs from the one opened. A read-only builder never asks.
 */
export function usePlanLeaveGuard(
  state: BuilderState,
  { readOnly, detailsDirty, what }: { readOnly: boolean; detailsDirty: boolean; what: string },
) {
  const plan = useMemo(() => planOf(state), [state]);
  const planKey = useMemo(() => JSON.stringify(plan), [plan]);
  const [initialPlanKey] = useState(planKey);
  const { dialog, allowLeave } = useLeaveGuard(
    !readOnly && (detailsDirty || planKey !== initialPlanKey),
    what,
  );
  return { plan, planKey, leaveDialog: dialog, allowLeave };
}
