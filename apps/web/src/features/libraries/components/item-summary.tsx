import { CONDITION_LABELS, type Condition } from '@kinetic/contracts/conditions';
import type { Equipment, Exercise, Food, LibraryKind } from '@kinetic/contracts/libraries';
import { cn } from '../../../components/ui/cn.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import type { LibraryItemOf } from '../../../entities/libraries/api/library-keys.ts';
import {
  ExercisePictures,
  ExerciseSteps,
  ExerciseThumb,
} from '../../../entities/libraries/components/exercise-picture.tsx';
import { LIBRARY_FIELDS, scalarText } from '../lib/library-fields.ts';
import { Pill, UnapprovedPill } from './pill.tsx';

export type AnyLibraryItem = LibraryItemOf<LibraryKind>;

const num = (n: number) => String(Math.round(n * 10) / 10);

function Name({ item }: { item: AnyLibraryItem }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold text-slate-900">{item.name}</span>
      {!item.approved && <UnapprovedPill />}
    </span>
  );
}

function ExerciseSummary({ item }: { item: Exercise }) {
  return (
    <span className="flex gap-3">
      <ExerciseThumb name={item.name} pictures={item.pictures} />
      <span className="min-w-0 flex-1">
        <ExerciseFacts item={item} />
      </span>
    </span>
  );
}

function ExerciseFacts({ item }: { item: Exercise }) {
  return (
    <>
      <Name item={item} />
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {item.category && <span>{item.category}</span>}
        <DifficultyBadge difficulty={item.difficulty} />
      </span>
      {item.musclesWorked.length > 0 && (
        <span className="mt-1 block truncate text-sm text-slate-500">{item.musclesWorked.join(', ')}</span>
      )}
      {item.contraindications.length > 0 && (
        <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-slate-500">Not for:</span>
          {item.contraindications.map((c) => (
            <Pill key={c} tone="amber">
              {CONDITION_LABELS[c]}
            </Pill>
          ))}
        </span>
      )}
    </>
  );
}

function EquipmentSummary({ item }: { item: Equipment }) {
  return (
    <>
      <Name item={item} />
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {item.category && <span>{item.category}</span>}
        {item.category && item.location && <span aria-hidden="true">·</span>}
        {item.location && <span>{item.location}</span>}
        {item.isAvailable ? <Pill tone="green">Available</Pill> : <Pill tone="red">Unavailable</Pill>}
      </span>
    </>
  );
}

const DIET_FLAGS = [
  ['isVegan', 'Vegan'],
  ['isVegetarian', 'Vegetarian'],
  ['isGlutenFree', 'Gluten free'],
  ['isDairyFree', 'Dairy free'],
] as const;

function FoodSummary({ item }: { item: Food }) {
  const flags = DIET_FLAGS.filter(([key]) => item[key]);
  return (
    <>
      <Name item={item} />
      <span className="mt-1 block text-sm text-slate-600">
        {num(item.servingSize)} {item.servingMeasure} · {num(item.calories)} kcal
      </span>
      <span className="mt-0.5 block text-sm text-slate-500">
        P {num(item.protein)} g · F {num(item.fat)} g · C {num(item.totalCarbs)} g
      </span>
      {flags.length > 0 && (
        <span className="mt-1.5 flex flex-wrap gap-1.5">
          {flags.map(([key, label]) => (
            <Pill key={key} tone="green">
              {label}
            </Pill>
          ))}
        </span>
      )}
      {item.source && (
        <span className="mt-1 block truncate text-xs text-slate-500">Source: {item.source}</span>
      )}
    </>
  );
}

/** A food's household measures with their weight, read-only (they come with the food's data). */
export function FoodPortions({ food, className }: { food: Food; className?: string }) {
  if (!food.portions.length) return null;
  return (
    <div className={cn('text-sm', className)}>
      <h4 className="font-medium text-slate-500">Portions</h4>
      <ul className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-900">
        {food.portions.map((p, i) => (
          <li key={i}>
            {p.label} = {num(p.grams)} g
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The key fields of a collapsed row. */
export function ItemSummary({ kind, item }: { kind: LibraryKind; item: AnyLibraryItem }) {
  if (kind === 'exercises') return <ExerciseSummary item={item as Exercise} />;
  if (kind === 'equipment') return <EquipmentSummary item={item as Equipment} />;
  return <FoodSummary item={item as Food} />;
}

function display(value: unknown, unit?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'number') return unit ? `${num(value)} ${unit}` : num(value);
  return scalarText(value);
}

/** An exercise's pictures and steps, under its fields. */
function ExerciseExtras({ exercise }: { exercise: Exercise }) {
  if (!exercise.pictures.length && !exercise.instructions.length) return null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <ExercisePictures name={exercise.name} pictures={exercise.pictures} />
      {exercise.instructions.length > 0 && (
        <div className="text-sm">
          <h4 className="mb-1 font-medium text-slate-500">How to do it</h4>
          <ExerciseSteps steps={exercise.instructions} />
        </div>
      )}
    </div>
  );
}

/** Every field of an item, read-only (trainers and clients). */
export function ItemDetail({ kind, item }: { kind: LibraryKind; item: AnyLibraryItem }) {
  const record = item as unknown as Record<string, unknown>;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {LIBRARY_FIELDS[kind]
          .filter((f) => f.name !== 'name')
          .map((f) => {
            const value = record[f.name];
            const text =
              f.name === 'difficulty'
                ? display(String(value).toLowerCase())
                : f.type === 'conditions' && Array.isArray(value)
                  ? display(value.map((c) => CONDITION_LABELS[c as Condition] ?? String(c)))
                  : display(value, f.unit);
            return (
              <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
                <dt className="font-medium text-slate-500">{f.label}</dt>
                <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900 first-letter:uppercase">
                  {f.name === 'videoUrl' && typeof value === 'string' && value ? (
                    <a href={value} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      {value}
                    </a>
                  ) : (
                    text
                  )}
                </dd>
              </div>
            );
          })}
        {kind === 'foods' && (item as Food).source && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-500">Source</dt>
            <dd className="mt-0.5 text-slate-900">{(item as Food).source}</dd>
          </div>
        )}
      </dl>
      {kind === 'foods' && <FoodPortions food={item as Food} className="mt-3" />}
      {kind === 'exercises' && <ExerciseExtras exercise={item as Exercise} />}
    </>
  );
}
