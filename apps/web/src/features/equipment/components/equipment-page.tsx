import { Plus, RefreshCw, Wrench } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useEquipment } from '../api/get-equipment.ts';

/** /equipment: the older simple list, one card per piece of equipment. */
export function EquipmentPage() {
  const { data, isPending, isError, refetch } = useEquipment();
  const equipment = data?.equipment ?? [];
  return (
    <>
      <PageHeader
        title="Equipment"
        description="The equipment library at a glance."
        actions={
          // The specification keeps this button without an action.
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            Add Equipment
          </Button>
        }
      />
      {isPending ? (
        <LoadingState label="Loading equipment..." />
      ) : isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm font-medium text-slate-700">Failed to load equipment</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </Card>
      ) : equipment.length === 0 ? (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">No equipment found</Card>
      ) : (
        <ul aria-label="Equipment" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {equipment.map((e) => (
            <li key={e.id}>
              <Card className="flex h-full items-start gap-3 p-4">
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
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
