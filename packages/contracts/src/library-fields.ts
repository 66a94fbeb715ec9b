import { z } from 'zod';
import { boundedText, idSchema, oneLine, requiredNumber, textUpTo } from './common.ts';

// The fields the shared libraries' items (exercises, equipment, foods) are made of, with their
// rules and messages.

/** A required, trimmed name. */
export const requiredText = (label: string, max: number) =>
  boundedText(`${label} is required`, 1, label, max);
/** A library item's name: everyone sees it, so one line of visible text. */
export const itemName = (max: number) => oneLine(requiredText('Name', max), 'Name');

/** An optional, trimmed text that defaults to the empty string. */
export const optionalText = (label: string, max: number) => textUpTo(label, max).default('');

/** A list of short, trimmed, non-empty names (muscles, equipment). */
export function nameList(label: string, itemLabel: string, maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ message: `${itemLabel} must be text` })
        .trim()
        .min(1, `${itemLabel} cannot be empty`)
        .max(maxLength, `${itemLabel} must be at most ${maxLength} characters`),
      { message: `${label} must be a list` },
    )
    .max(maxItems, `${label} can have at most ${maxItems} entries`)
    .default([]);
}

export function flag(label: string, fallback: boolean) {
  return z.boolean({ message: `${label} must be true or false` }).default(fallback);
}

/** A nutrient amount per serving: a number from 0 to 10000. */
export function nutrient(label: string) {
  return requiredNumber(label)
    .min(0, `${label} cannot be negative`)
    .max(10000, `${label} must be at most 10000`);
}

/** A nutrient that may be unknown (null): fiber, sugar (g) and sodium (mg) per serving. */
export function optionalNutrient(label: string, max = 10000) {
  return z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .default(null);
}

/** A household measure of a food with its weight, e.g. '1 cup, sliced' = 150 g. */
export const foodPortion = z.object({
  label: oneLine(
    z
      .string({ message: 'Portion label must be text' })
      .trim()
      .min(1, 'Portion label is required')
      .max(60, 'Portion label must be at most 60 characters'),
    'Portion label',
  ),
  grams: z
    .number({ message: 'Portion grams must be a number' })
    .gt(0, 'Portion grams must be greater than 0')
    .max(10000, 'Portion grams must be at most 10000'),
});
export type FoodPortion = z.infer<typeof foodPortion>;

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export const videoUrlField = z
  .string({ message: 'Video URL must be text' })
  .trim()
  .max(500, 'Video URL must be at most 500 characters')
  .refine((v) => v === '' || httpUrl.safeParse(v).success, {
    message: 'Video URL must be an http or https address',
  })
  .default('');

export const itemMeta = {
  id: idSchema,
  createdAt: z.string(),
};
