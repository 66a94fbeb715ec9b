import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Workout Builder: built by a later issue. */
export function WorkoutBuilderPage() {
  return <PlaceholderPage title="Workout Builder" />;
}
