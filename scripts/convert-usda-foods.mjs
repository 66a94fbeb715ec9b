#!/usr/bin/env node
// Builds the food library's starter file (apps/api/src/db/seed/starter/usda-foods.json) from a USDA
// FoodData Central extract (SR Legacy and Foundation Foods, one food per line; see
// apps/api/src/db/seed/starter/FOODS-SOURCE.md) and the curated starter foods (starter/foods.json).
//
//   node scripts/convert-usda-foods.mjs <path-to-usda-foods.json>
//
// Plain Node, no dependencies. The output depends only on the two inputs and the hand-checked
// matches in scripts/usda-starter-matches.json, so running it again writes the same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTER = `${root}apps/api/src/db/seed/starter/foods.json`;
const OUTPUT = `${root}apps/api/src/db/seed/starter/usda-foods.json`;
const MATCHES = `${root}scripts/usda-starter-matches.json`;

const input = process.argv[2];
if (!input) {
  console.error('Usage: node scripts/convert-usda-foods.mjs <path-to-usda-foods.json>');
  process.exit(2);
}

const usda = JSON.parse(readFileSync(input, 'utf8'));
const starter = JSON.parse(readFileSync(STARTER, 'utf8'));
const matches = JSON.parse(readFileSync(MATCHES, 'utf8'));

// The limits of the food contract (packages/contracts/src/libraries.ts).
const NAME_MAX = 120;
const LABEL_MAX = 60;
const PORTIONS_MAX = 30;
const OZ = 28.3495;

/**
 * How likely a food is what someone searching means; search ranks by it within a match rank.
 * The curated starter foods first, then the plain forms, everyday-sounding USDA foods, and last
 * branded, restaurant, baby and other unusual foods.
 */
const COMMONNESS = {
  staple: 120,
  starterMerged: 100,
  starter: 90,
  foundation: 60,
  plain: 50,
  usda: 30,
  unusual: 10,
};
/**
 * The plain form of what people most often mean by a one-word search ('egg', 'rice', 'milk'...):
 * of the curated foods, these come first when a search finds several of them.
 */
const STAPLES = new Set([
  'Apple, raw',
  'Banana, raw',
  'Orange, raw',
  'Egg, whole, raw',
  'White rice, long-grain, cooked',
  'Whole milk',
  'Rolled oats, dry',
  'Whole wheat bread',
  'Potato, baked with skin',
  'Chicken breast, skinless, roasted',
  'Ground beef, 90% lean, cooked',
  'Turkey breast, roasted',
  'Atlantic salmon, farmed, baked',
  'Tuna, light, canned in water',
  'Spaghetti, cooked',
  'Cheddar cheese',
  'Butter, salted',
  'Olive oil, extra virgin',
  'Broccoli, boiled',
  'Spinach, raw',
  'Carrot, raw',
  'Tomato, raw',
  'Onion, raw',
  'Avocado, raw',
  'Peanut butter, smooth',
  'Almonds, raw',
  'Coffee, brewed, black',
  'Beer, regular',
]);
const PLAIN = /\b(raw|cooked|boiled|roasted)\b/i;
const UNUSUAL_CATEGORY = /^(Fast Foods|Restaurant Foods|Baby Foods|Meals, Entrees, and Side Dishes)$/;
const UNUSUAL_NAME =
  /\b(infant formula|babyfood|baby food|dehydrated|fast foods?|restaurant|school lunch|formulated bar|USDA Commodity)\b/i;
// A brand is written in capitals in USDA names ("Cereals ready-to-eat, QUAKER, ...", "KRAFT").
const BRAND = /\b[A-Z][A-Z'&.-]{2,}\b/;

const round = (n, places) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};
const dataSet = (f) => (f.dataType === 'foundation' ? 'Foundation Foods' : 'SR Legacy');
const sourceOf = (f) => `USDA FoodData Central, ${dataSet(f)}, FDC ${f.fdcId}`;

function oneLine(text, max) {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[ ,;]+$/, '')}…`;
}

const counts = {
  usdaFoods: usda.length,
  filledFromSrLegacy: 0,
  droppedNoCoreValues: 0,
  namesShortened: 0,
  namesDisambiguated: 0,
  portionLabelsShortened: 0,
  portionsDropped: 0,
  starterFoods: starter.length,
  starterMerged: 0,
  servingGramsDerived: 0,
};

// 1. Every USDA food with kcal, protein, fat and carbs per 100 g; missing ones from the SR Legacy
//    food of the same NDB number (Foundation Foods are analytical and some have no energy value).
const srByNdb = new Map(usda.filter((f) => f.dataType === 'sr_legacy').map((f) => [f.ndbNumber, f]));
const CORE = ['kcal', 'protein', 'fat', 'carbs'];
const foods = [];
for (const f of usda) {
  const per100g = { ...f.per100g };
  let filledFrom = null;
  if (CORE.some((k) => per100g[k] == null)) {
    const sr = f.ndbNumber ? srByNdb.get(f.ndbNumber) : undefined;
    if (sr && sr !== f) {
      for (const k of CORE) if (per100g[k] == null) per100g[k] = sr.per100g[k];
      filledFrom = sr;
    }
    if (CORE.some((k) => per100g[k] == null)) {
      counts.droppedNoCoreValues++;
      continue;
    }
    counts.filledFromSrLegacy++;
  }
  let source = sourceOf(f);
  if (filledFrom) source += `; missing energy or macronutrients from SR Legacy, FDC ${filledFrom.fdcId}`;
  const portions = [];
  for (const p of f.portions) {
    if (portions.length === PORTIONS_MAX) {
      counts.portionsDropped++;
      continue;
    }
    const label = oneLine(p.label, LABEL_MAX);
    if (label !== p.label) counts.portionLabelsShortened++;
    portions.push({ label, grams: round(p.grams, 1) || round(p.grams, 3) });
  }
  foods.push({ usda: f, per100g, source, portions });
}
const byFdc = new Map(foods.map((f) => [f.usda.fdcId, f]));

// 2. The starter foods, merged with the USDA food the hand-checked table names.
function amountOf(label) {
  const m = label.match(/^([\d.]+)(?:\/([\d.]+))?\s*(.*)$/);
  if (!m) return [1, label];
  const amount = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
  return [amount || 1, m[3]];
}

/** Grams in one unit of the starter's measure ("medium", "cup", "oz"...), or undefined. */
function gramsPerUnit(food, measure, portionLabel, times) {
  const portions = food.usda.portions;
  if (portionLabel) {
    const p = portions.find((x) => x.label === portionLabel);
    if (!p) throw new Error(`${food.usda.fdcId} has no portion "${portionLabel}"`);
    return (p.grams / amountOf(p.label)[0]) * times;
  }
  const m = measure.toLowerCase();
  if (m === 'g') return 1;
  if (m === 'oz') return OZ;
  const words = m === 'fl oz' ? ['fl oz', 'cup'] : [m, m.replace(/s$/, '')];
  for (const word of words) {
    for (const p of portions) {
      const [amount, rest] = amountOf(p.label);
      const r = rest.toLowerCase();
      if (r === word || (/^[ ,(]/.test(r.slice(word.length)) && r.startsWith(word))) {
        const grams = p.grams / amount;
        return m === 'fl oz' && word === 'cup' ? grams / 8 : grams;
      }
    }
  }
  return undefined;
}

const merged = new Set();
const out = [];
const problems = [];
for (const s of starter) {
  const match = matches[s.name];
  const base = { ...s };
  if (match === undefined) {
    out.push({ ...base, commonness: STAPLES.has(s.name) ? COMMONNESS.staple : COMMONNESS.starter });
    continue;
  }
  const [fdcId, portionLabel, times = 1] = Array.isArray(match) ? match : [match];
  const food = byFdc.get(fdcId);
  if (!food) throw new Error(`${s.name}: FDC ${fdcId} is not among the converted foods`);
  if (merged.has(fdcId)) throw new Error(`${s.name}: FDC ${fdcId} is matched twice`);
  const unit = gramsPerUnit(food, s.servingMeasure, portionLabel, times);
  // No USDA portion for the measure (a "scoop", a "container"): the weight that gives the
  // starter's energy value.
  const grams = unit !== undefined ? unit * s.servingSize : (s.calories / food.per100g.kcal) * 100;
  if (unit === undefined) counts.servingGramsDerived++;
  const kcal = (food.per100g.kcal * grams) / 100;
  const off = s.calories < 10 ? Math.abs(kcal - s.calories) > 3 : Math.abs(kcal / s.calories - 1) > 0.15;
  if (off) {
    problems.push(
      `${s.name}: ${s.calories} kcal, FDC ${fdcId} gives ${kcal.toFixed(0)} kcal for ${grams.toFixed(1)} g`,
    );
    continue;
  }
  merged.add(fdcId);
  out.push({
    ...base,
    ...nutrients(food.per100g, grams),
    servingGrams: round(grams, 1),
    ...usdaFields(food),
    commonness: STAPLES.has(s.name) ? COMMONNESS.staple : COMMONNESS.starterMerged,
  });
}
const unknownStaples = [...STAPLES].filter((name) => !starter.some((s) => s.name === name));
if (unknownStaples.length) problems.push(`Staples that are not starter foods: ${unknownStaples.join(', ')}`);
if (problems.length) {
  console.error(
    `These matches are not the same food by energy (more than 15% apart):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
counts.starterMerged = merged.size;

function nutrients(per100g, grams) {
  const at = (v, places = 1) => (v == null ? null : round((v * grams) / 100, places));
  return {
    calories: at(per100g.kcal, 0),
    protein: at(per100g.protein),
    fat: at(per100g.fat),
    totalCarbs: at(per100g.carbs),
    fiber: at(per100g.fiber),
    sugar: at(per100g.sugar),
    sodium: at(per100g.sodiumMg, 0),
  };
}

function usdaFields(food) {
  return { portions: food.portions, fdcId: food.usda.fdcId, source: food.source };
}

function commonnessOf(f) {
  if (UNUSUAL_CATEGORY.test(f.category) || UNUSUAL_NAME.test(f.name) || BRAND.test(f.name))
    return COMMONNESS.unusual;
  if (f.dataType === 'foundation') return COMMONNESS.foundation;
  if (PLAIN.test(f.name)) return COMMONNESS.plain;
  return COMMONNESS.usda;
}

// 3. The other USDA foods: 100 g servings under USDA's name, unique whatever the case.
const taken = new Set(out.map((f) => f.name.toLowerCase()));
for (const food of foods) {
  const f = food.usda;
  if (merged.has(f.fdcId)) continue;
  let name = oneLine(f.name, NAME_MAX);
  if (name !== f.name) counts.namesShortened++;
  if (taken.has(name.toLowerCase())) {
    counts.namesDisambiguated++;
    name = `${oneLine(f.name, NAME_MAX - 24)} (${dataSet(f)} ${f.fdcId})`;
  }
  taken.add(name.toLowerCase());
  out.push({
    name,
    ...(name.replace(/…$/, '') !== f.name ? { description: f.name } : {}),
    category: f.category,
    servingSize: 100,
    servingMeasure: 'g',
    servingGrams: 100,
    ...nutrients(food.per100g, 100),
    approved: true,
    ...usdaFields(food),
    commonness: commonnessOf(f),
  });
}

// One food per line, keys in a fixed order, so the file diffs and reloads well.
writeFileSync(OUTPUT, `[\n${out.map((f) => JSON.stringify(f)).join(',\n')}\n]\n`);
counts.written = out.length;
counts.usdaWritten = out.filter((f) => f.fdcId).length;
console.log(JSON.stringify(counts, null, 2));
