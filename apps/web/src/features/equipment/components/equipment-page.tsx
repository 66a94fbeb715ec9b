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
      renderCard={(e) => (
        <>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
            <Wrench aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{e.name}</span>
            <span className="mt-1 block text-sm text-slate-600">
              {[e.category, e.location].filter(Boolean).join(' · ')}
            </span>
            {!e.isAvailable && (
              <span className="mt-1.5 inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200 ring-inset">
                Unavailable
              </span>
            )}
          </span>
        </>
      )}
    />
  );
}
