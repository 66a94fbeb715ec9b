import type { WeightUnit } from '@kinetic/contracts/workouts';
import { useAuthStore } from './auth-store.ts';
import { preferredWeightUnit } from './weight-units.ts';

/** The signed-in user's weight unit (a session kept from before preferences existed has none). */
export function useWeightUnit(): WeightUnit {
  return useAuthStore((s) => preferredWeightUnit(s.user?.preferences));
}
