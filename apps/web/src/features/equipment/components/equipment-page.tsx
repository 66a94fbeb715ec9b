import { Wrench } from 'lucide-react';
import { LibraryCardGrid } from '../../../components/ui/library-card-grid.tsx';
import { useCatalog } from '../../../entities/libraries/api/get-catalog.ts';

/** /equipment: the older simple list, one card per piece of equipment. */
export function EquipmentPage() {
  const query = useCatalog('equipment');
  return (
    <LibraryCardGrid
      title="Equipment"
      description="The equipment library at a glance."
      noun="equipment"
      countNoun={['piece of equipment', 'pieces of equipment']}
      addLabel="Add Equipment"
      query={query}
      icon={Wrench}
      iconClassName="bg-sky-50 text-sky-700"
      renderDetails={(e) => (
        <>
          <span className="mt-1 block text-sm text-slate-600">
            {[e.category, e.location].filter(Boolean).join(' · ')}
          </span>
          {!e.isAvailable && (
            <span className="mt-1.5 inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200 ring-inset">
              Unavailable
            </span>
          )}
        </>
      )}
    />
  );
}
