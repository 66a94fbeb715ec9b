import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchX, Upload } from 'lucide-react';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useLibraryList } from '../api/get-library-list.ts';
import { libraryCountText } from '../../../lib/library-pages.ts';
import { effectiveSearch, LIBRARY_TEXTS, SEARCH_HINT } from '../lib/library-texts.ts';
import { CreateItemDialog } from './create-item-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { CUSTOM_FOOD_TEXTS } from '@kinetic/contracts/custom-foods';
import { MyFoodsDialog } from '../../../entities/nutrition/components/my-foods-dialog.tsx';
import { LibraryRow } from './library-row.tsx';

export type { LibraryKind };

const SEARCH_DEBOUNCE_MS = 300;

function LibraryList({ kind }: { kind: LibraryKind }) {
  const texts = LIBRARY_TEXTS[kind];
  const canEdit = useAuthStore((s) => s.activeRole === 'CONSULTANT');
  // A trainer's own foods (shared with their clients or not) live beside the food library.
  const ownFoods = useAuthStore((s) => s.activeRole === 'TRAINER') && kind === 'foods';
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('search') ?? '';
  const [term, setTerm] = useState(urlTerm);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'create' | 'import' | 'own' | null>(null);

  // The typed term goes to the URL (debounced); the list filters from 3 characters.
  useEffect(() => {
    const next = term.trim();
    if (next === urlTerm) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, urlTerm, setParams]);

  const search = effectiveSearch(urlTerm);
  const query = useLibraryList(kind, search);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  const searching = query.isPlaceholderData && query.isFetching;

  return (
    <>
      <Link
        to="/libraries"
        className="mb-3 inline-flex text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        ← Libraries
      </Link>
      <PageHeader
        title={texts.title}
        description={
          first ? (
            <span aria-live="polite">{libraryCountText(search !== '', first, ['item', 'items'])}</span>
          ) : (
            texts.description
          )
        }
        actions={
          ownFoods ? (
            <Button variant="secondary" onClick={() => setDialog('own')}>
              {CUSTOM_FOOD_TEXTS.myFoods}
            </Button>
          ) : (
            canEdit && (
              <>
                <Button variant="secondary" onClick={() => setDialog('import')}>
                  <Upload aria-hidden="true" className="size-4" />
                  Import
                </Button>
                <Button onClick={() => setDialog('create')}>+ Add</Button>
              </>
            )
          )
        }
      />
      <SearchBox
        className="mb-4"
        label={texts.searchLabel}
        placeholder={SEARCH_HINT}
        value={term}
        onChange={setTerm}
        searching={searching}
      />
      <ListCard
        query={query}
        count={items.length}
        label={texts.tile}
        errorMessage={texts.loadError}
        empty={<EmptyState icon={SearchX}>{texts.empty}</EmptyState>}
      >
        {items.map((item) => (
          <LibraryRow
            key={item.id}
            kind={kind}
            item={item}
            canEdit={canEdit}
            open={openId === item.id}
            onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
          />
        ))}
      </ListCard>
      <LoadMore
        paging={pagingOf(query, { shown: items.length, total: first?.total ?? 0 })}
        noun={kind}
        errorText={texts.loadError}
        className="mt-4"
      />
      {ownFoods && <MyFoodsDialog open={dialog === 'own'} onClose={() => setDialog(null)} canShare />}
      {canEdit && (
        <>
          <CreateItemDialog kind={kind} open={dialog === 'create'} onClose={() => setDialog(null)} />
          <ImportDialog kind={kind} open={dialog === 'import'} onClose={() => setDialog(null)} />
        </>
      )}
    </>
  );
}

/** /libraries/exercises, /libraries/equipment, /libraries/foods (accept a `search` query parameter). */
export function LibraryListPage({ kind }: { kind: LibraryKind }) {
  return <LibraryList key={kind} kind={kind} />;
}
