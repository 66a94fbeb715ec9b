import { useMemo, type ReactNode } from 'react';
import { useClientConditions } from '../../../entities/clients/api/get-client-conditions.ts';
import { useClientPicker } from '../../../entities/clients/api/get-clients.ts';
import { performanceIds, useLastPerformances } from '../api/get-last-performances.ts';
import { BuilderClientContext, type BuilderClient } from '../hooks/use-builder-client.ts';

/** Reads the client's conditions and last performances once, for every card of the builder. */
export function BuilderClientProvider({
  clientId,
  exerciseIds,
  children,
}: {
  clientId: string | null;
  /** The library exercises of the plan. */
  exerciseIds: readonly string[];
  children: ReactNode;
}) {
  const ids = useMemo(() => performanceIds(exerciseIds), [exerciseIds]);
  const conditions = useClientConditions(clientId);
  const performances = useLastPerformances(clientId, ids);
  const clients = useClientPicker({ enabled: Boolean(clientId) });
  const firstName = clients.data?.clients.find((c) => c.id === clientId)?.firstName ?? null;
  const value = useMemo<BuilderClient>(
    () => ({
      clientId,
      firstName,
      conditions: conditions.data?.conditions ?? [],
      performances: new Map((performances.data?.performances ?? []).map((p) => [p.exerciseId, p])),
    }),
    [clientId, firstName, conditions.data, performances.data],
  );
  return <BuilderClientContext value={value}>{children}</BuilderClientContext>;
}
