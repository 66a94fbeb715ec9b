import { createContext, useContext } from 'react';
import type { Condition } from '@kinetic/contracts/conditions';
import type { LastPerformance } from '@kinetic/contracts/prescribing';

/**
 * What the builder knows of the workout's client: their conditions (for warnings) and what they last
 * did of the plan's exercises. Empty when the workout has no client.
 */
export interface BuilderClient {
  clientId: string | null;
  firstName: string | null;
  conditions: readonly Condition[];
  performances: ReadonlyMap<string, LastPerformance>;
}

export const NO_CLIENT: BuilderClient = {
  clientId: null,
  firstName: null,
  conditions: [],
  performances: new Map(),
};

export const BuilderClientContext = createContext<BuilderClient>(NO_CLIENT);

export function useBuilderClient(): BuilderClient {
  return useContext(BuilderClientContext);
}
