import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

export type LibraryKind = 'exercises' | 'equipment' | 'foods';

const titles: Record<LibraryKind, string> = {
  exercises: 'Exercise Library',
  equipment: 'Equipment Library',
  foods: 'Food Library',
};

/** /libraries/{kind}: built by a later issue. */
export function LibraryListPage({ kind }: { kind: LibraryKind }) {
  return <PlaceholderPage title={titles[kind]} />;
}
