import {
  DIFFICULTIES,
  equipmentInput,
  exerciseInput,
  foodInput,
  type LibraryKind,
} from '@kinetic/contracts/libraries';
import type { z } from 'zod';
import { CONDITIONS } from '@kinetic/contracts/conditions';

/**
 * Form values: text inputs hold strings (numbers and comma lists too), checkboxes booleans, a group
 * of checkboxes (the conditions) the checked values.
 */
export type FormValues = Record<string, string | boolean | string[]>;

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'list'
  | 'checkbox'
  | 'conditions'
  /** Names picked from the equipment library. */
  | 'equipment';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  /** Number inputs: the step (serving size steps by 0.1). */
  step?: number;
  /** Number fields that may be left empty (stored as null). */
  nullable?: boolean;
  options?: readonly string[];
  hint?: string;
  /** The value of a new item. */
  initial?: string | boolean;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
  /** A unit shown after the value in read-only details. */
  unit?: string;
}

/** Only consultants add items, so a new one starts approved: trainers and clients see it at once. */
const approved: FieldSpec = {
  name: 'approved',
  label: 'Approved',
  type: 'checkbox',
  initial: true,
  hint: 'Trainers and clients see approved items only.',
  wide: true,
};
const isPublic: FieldSpec = { name: 'isPublic', label: 'Public', type: 'checkbox', initial: true };

export const LIBRARY_FIELDS: Record<LibraryKind, FieldSpec[]> = {
  exercises: [
    { name: 'name', label: 'Name', type: 'text', wide: true },
    { name: 'category', label: 'Category', type: 'text' },
    { name: 'difficulty', label: 'Difficulty', type: 'select', options: DIFFICULTIES, initial: 'BEGINNER' },
    { name: 'description', label: 'Description', type: 'textarea', wide: true },
    {
      name: 'musclesWorked',
      label: 'Muscles worked',
      type: 'list',
      hint: 'Comma-separated, e.g. Quadriceps, Glutes',
      wide: true,
    },
    { name: 'primaryMuscles', label: 'Primary muscles', type: 'list', hint: 'Comma-separated' },
    { name: 'secondaryMuscles', label: 'Secondary muscles', type: 'list', hint: 'Comma-separated' },
    { name: 'equipment', label: 'Equipment', type: 'equipment', wide: true },
    { name: 'videoUrl', label: 'Video URL', type: 'text', wide: true },
    {
      name: 'contraindications',
      label: 'Contraindicated for',
      type: 'conditions',
      options: CONDITIONS,
      hint: 'Trainers are warned when they give this exercise to a client with one of these.',
      wide: true,
    },
    {
      name: 'estimatedDuration',
      label: 'Estimated duration (minutes)',
      type: 'number',
      step: 1,
      nullable: true,
      unit: 'min',
    },
    {
      name: 'caloriesBurned',
      label: 'Calories burned',
      type: 'number',
      step: 1,
      nullable: true,
      unit: 'kcal',
    },
    approved,
    isPublic,
  ],
  equipment: [
    { name: 'name', label: 'Name', type: 'text', wide: true },
    { name: 'category', label: 'Category', type: 'text' },
    { name: 'location', label: 'Location', type: 'text' },
    { name: 'brand', label: 'Brand', type: 'text' },
    { name: 'modelName', label: 'Model name', type: 'text' },
    { name: 'description', label: 'Description', type: 'textarea', wide: true },
    { name: 'isAvailable', label: 'Available', type: 'checkbox', initial: true },
    approved,
  ],
  foods: [
    { name: 'name', label: 'Name', type: 'text', wide: true },
    { name: 'brand', label: 'Brand', type: 'text' },
    { name: 'category', label: 'Category', type: 'text' },
    { name: 'description', label: 'Description', type: 'textarea', wide: true },
    { name: 'servingSize', label: 'Serving size', type: 'number', step: 0.1 },
    { name: 'servingMeasure', label: 'Serving measure', type: 'text', hint: 'e.g. g, cup, slice' },
    { name: 'calories', label: 'Calories', type: 'number', step: 1, unit: 'kcal' },
    { name: 'protein', label: 'Protein (g)', type: 'number', step: 0.1, unit: 'g' },
    { name: 'fat', label: 'Fat (g)', type: 'number', step: 0.1, unit: 'g' },
    { name: 'totalCarbs', label: 'Total carbs (g)', type: 'number', step: 0.1, unit: 'g' },
    { name: 'fiber', label: 'Fiber (g)', type: 'number', step: 0.1, nullable: true, unit: 'g' },
    { name: 'sugar', label: 'Sugar (g)', type: 'number', step: 0.1, nullable: true, unit: 'g' },
    { name: 'sodium', label: 'Sodium (mg)', type: 'number', step: 1, nullable: true, unit: 'mg' },
    {
      name: 'servingGrams',
      label: 'Serving weight (g)',
      type: 'number',
      step: 0.1,
      nullable: true,
      unit: 'g',
      hint: 'Grams in one serving, if known',
    },
    { name: 'isVegan', label: 'Vegan', type: 'checkbox', initial: false },
    { name: 'isVegetarian', label: 'Vegetarian', type: 'checkbox', initial: false },
    { name: 'isGlutenFree', label: 'Gluten free', type: 'checkbox', initial: false },
    { name: 'isDairyFree', label: 'Dairy free', type: 'checkbox', initial: false },
    approved,
    isPublic,
  ],
};

/** The contract each form is checked against (the server checks the same schema). */
export const LIBRARY_INPUT_SCHEMAS: Record<LibraryKind, z.ZodType> = {
  exercises: exerciseInput,
  equipment: equipmentInput,
  foods: foodInput,
};

/** Splits a comma-separated list ('Quadriceps, Glutes') into trimmed, non-empty names. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The form values of an item (a copy: editing never touches the item), or of a new item. */
export function toFormValues(kind: LibraryKind, item?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of LIBRARY_FIELDS[kind]) {
    const value = item?.[field.name];
    if (field.type === 'checkbox') values[field.name] = item ? value === true : field.initial === true;
    else if (field.type === 'conditions' || field.type === 'equipment')
      values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else if (field.type === 'list') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (value === null || value === undefined)
      values[field.name] = item ? '' : String(field.initial ?? '');
    else values[field.name] = scalarText(value);
  }
  return values;
}

/** Form values as the API takes them (before the contract checks them). */
export function toInput(kind: LibraryKind, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of LIBRARY_FIELDS[kind]) {
    const value = values[field.name];
    if (field.type === 'checkbox') {
      input[field.name] = value === true;
      continue;
    }
    if (field.type === 'equipment') {
      input[field.name] = Array.isArray(value) ? value : [];
      continue;
    }
    if (field.type === 'conditions') {
      // One checked box of a group reads as its value alone, none as false.
      input[field.name] = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      continue;
    }
    const text = typeof value === 'string' ? value : '';
    if (field.type === 'list') input[field.name] = splitList(text);
    else if (field.type === 'number')
      input[field.name] = text.trim() === '' ? (field.nullable ? null : undefined) : Number(text);
    else input[field.name] = text;
  }
  return input;
}

/** A value as text: strings as they are, numbers and booleans printed, anything else as JSON. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}
