import { useKeepWorkoutsOffline } from '../../features/workouts/lib/use-keep-workouts-offline.ts';

/** A signed-in client's gym mode: their coming workouts kept on the device for training offline. */
export function ClientGymMode() {
  useKeepWorkoutsOffline();
  return null;
}
