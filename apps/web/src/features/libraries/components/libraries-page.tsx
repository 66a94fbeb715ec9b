import { useState } from 'react';
import { Link } from 'react-router';
import { Apple, ChevronRight, Dumbbell, Plus, Wrench, type LucideIcon } from 'lucide-react';
import { LIBRARY_KINDS, type LibraryKind } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useLibraryList } from '../api/get-library-list.ts';
import { libraryCountText } from '../../../lib/library-pages.ts';
import { LIBRARY_TEXTS } from '../lib/library-texts.ts';
import { CreateItemDialog } from './create-item-dialog.tsx';

const ICONS: Record<LibraryKind, { icon: LucideIcon; colour: string }> = {
  exercises: { icon: Dumbbell, colour: 'bg-brand-50 text-brand-700' },
  equipment: { icon: Wrench, colour: 'bg-sky-50 text-sky-700' },
  foods: { icon: Apple, colour: 'bg-emerald-50 text-emerald-700' },
};

function LibraryTile({ kind }: { kind: LibraryKind }) {
  const texts = LIBRARY_TEXTS[kind];
  // The same query (and cache) as the list page: opening the list after the hub costs no call.
  const { data, isPending, isError } = useLibraryList(kind);
  const first = data?.pages[0];
  const { icon: Icon, colour } = ICONS[kind];
  return (
    <Link
      to={`/libraries/${kind}`}
      className="group rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Card className="flex h-full items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${colour}`}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-semibold text-slate-900">{texts.tile}</span>
          <span className="mt-0.5 block text-sm text-slate-500">
            {first ? (
              libraryCountText(false, first, ['item', 'items'])
            ) : isPending ? (
              <Spinner className="inline-block size-3.5" />
            ) : isError ? (
              texts.loadError
            ) : null}
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
        />
      </Card>
    </Link>
  );
}

/** Consultants add an item to any library from the hub. */
function QuickAdd() {
  const [kind, setKind] = useState<LibraryKind | null>(null);
  return (
    <Card className="mt-6 p-5">
      <h2 className="text-base font-semibold text-slate-900">Quick Add</h2>
      <p className="mt-1 text-sm text-slate-500">Add a new item to one of the libraries.</p>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        {LIBRARY_KINDS.map((k) => (
          <Button key={k} variant="secondary" onClick={() => setKind(k)}>
            <Plus aria-hidden="true" className="size-4" />
            {LIBRARY_TEXTS[k].addLabel}
          </Button>
        ))}
      </div>
      {LIBRARY_KINDS.map((k) => (
        <CreateItemDialog key={k} kind={k} open={kind === k} onClose={() => setKind(null)} />
      ))}
    </Card>
  );
}

/** /libraries: the three shared libraries with their item counts. */
export function LibrariesPage() {
  const isConsultant = useAuthStore((s) => s.activeRole === 'CONSULTANT');
  return (
    <>
      <PageHeader
        title="Libraries"
        description={
          isConsultant
            ? 'The shared exercises, equipment and foods. Review, approve and add items.'
            : 'Browse the shared exercises, equipment and foods.'
        }
      />
      <nav aria-label="Libraries" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LIBRARY_KINDS.map((kind) => (
          <LibraryTile key={kind} kind={kind} />
        ))}
      </nav>
      {isConsultant && <QuickAdd />}
    </>
  );
}
