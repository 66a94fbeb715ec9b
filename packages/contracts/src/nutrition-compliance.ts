import { z } from 'zod';
import { errorBody, idParams } from './common.ts';
import { targetsForDay, type NutritionTargets } from './nutrition.ts';
import { route } from './route.ts';

// Whether a client's days meet their nutrition targets: the rule, its words, and the calls that
// answer a week of days and four weeks of figures.

/** A day's calories may be this far (a share of the target) over or under it. */
export const COMPLIANCE_KCAL_TOLERANCE = 0.1;
/** A day's protein must be at least this share of the target. */
export const COMPLIANCE_PROTEIN_MIN = 0.9;
/** Days in a week's figure, and weeks in the history. */
export const COMPLIANCE_DAYS = 7;
export const COMPLIANCE_WEEKS = 4;

/** The rule in words, as every screen that shows a figure states it. */
export const COMPLIANCE_RULE =
  'On target: calories within 10% of the day’s target and protein at least 90% of it.';
/** Which target a day is measured against, and which days count: where there is room to say it. */
export const COMPLIANCE_RULE_DETAIL =
  'A day with a workout scheduled is measured against the training-day targets, any other day ' +
  'against the rest-day ones; a day with nothing logged is not on target, and today counts once it is over.';

export const COMPLIANCE_STATUSES = ['on-target', 'off-target', 'not-logged'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  'on-target': 'On target',
  'off-target': 'Off target',
  'not-logged': 'Not logged',
};

/** "5 of 7 days on target this week". */
export const complianceWeekText = (onTarget: number) =>
  `${onTarget} of ${COMPLIANCE_DAYS} days on target this week`;
/** The short figure of a list: "5/7". */
export const complianceFigure = (onTarget: number) => `${onTarget}/${COMPLIANCE_DAYS}`;
export const NO_TARGETS_FOR_COMPLIANCE = 'No nutrition targets set yet: compliance is measured against them.';
/** The screens' words around the figures. */
export const COMPLIANCE_TEXTS = {
  title: 'Nutrition compliance',
  ownTitle: 'Your last 7 days',
  days: 'The last 7 days',
  weeks: 'Last 4 weeks',
  loading: 'Loading nutrition compliance...',
  loadError: 'Nutrition compliance could not be loaded.',
  listLabel: 'Nutrition',
  listNone: 'No nutrition targets',
  ownNoTargets: 'Your trainer has not set nutrition targets yet.',
} as const;

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** A day in words: "On target: 2,004 of 1,900 kcal, 203 of 140 g protein (training day)". */
export const complianceDayWords = (d: {
  status: ComplianceStatus;
  kcal: number;
  protein: number;
  isTrainingDay: boolean;
  target: { kcal: number; protein: number };
}) =>
  d.status === 'not-logged'
    ? `${COMPLIANCE_STATUS_LABELS[d.status]} (${d.isTrainingDay ? 'training' : 'rest'} day)`
    : `${COMPLIANCE_STATUS_LABELS[d.status]}: ${amount(d.kcal)} of ${amount(d.target.kcal)} kcal, ` +
      `${amount(d.protein)} of ${amount(d.target.protein)} g protein (${d.isTrainingDay ? 'training' : 'rest'} day)`;
/** The list's figure in words: "5 of 7 days on nutrition target in the last week". */
export const complianceFigureWords = (onTarget: number) =>
  `${onTarget} of ${COMPLIANCE_DAYS} days on nutrition target in the last week`;

/** A day's diary totals as the database sums them, and whether a workout was scheduled on it. */
export interface DiaryDayTotals {
  date: string;
  kcal: number;
  protein: number;
  /** How many entries the day holds: none is "not logged". */
  entries: number;
  isTrainingDay: boolean;
}

// Sums of snapshots carry float noise; the rule is applied to the totals as the screens show them.
const round1 = (n: number) => Math.round(n * 10) / 10;
const EPSILON = 1e-9;

/** The rule: on target, off target or not logged, against the day's calories and protein. */
export function dayStatus(
  day: Pick<DiaryDayTotals, 'kcal' | 'protein' | 'entries'>,
  target: { kcal: number; protein: number },
): ComplianceStatus {
  if (!day.entries) return 'not-logged';
  const kcalOk =
    Math.abs(round1(day.kcal) - target.kcal) <= target.kcal * COMPLIANCE_KCAL_TOLERANCE + EPSILON;
  const proteinOk = round1(day.protein) >= target.protein * COMPLIANCE_PROTEIN_MIN - EPSILON;
  return kcalOk && proteinOk ? 'on-target' : 'off-target';
}

export const complianceDay = z.object({
  date: z.string(),
  isTrainingDay: z.boolean(),
  kcal: z.number(),
  protein: z.number(),
  target: z.object({ kcal: z.number(), protein: z.number() }),
  status: z.enum(COMPLIANCE_STATUSES),
});
export type ComplianceDay = z.infer<typeof complianceDay>;

export const complianceWeek = z.object({
  /** The week's first and last day. */
  from: z.string(),
  to: z.string(),
  onTarget: z.number().int().min(0),
  /** Days with anything logged. */
  logged: z.number().int().min(0),
});
export type ComplianceWeek = z.infer<typeof complianceWeek>;

export const compliance = z.object({
  /** The last 7 days before today, oldest first. */
  days: z.array(complianceDay),
  week: complianceWeek,
  /** The last 4 weeks of 7 days, oldest first; the last is `week`. */
  weeks: z.array(complianceWeek),
});
export type Compliance = z.infer<typeof compliance>;

/** Null when the client has no targets: there is nothing to measure against. */
export const complianceAnswer = z.object({ compliance: compliance.nullable() });
export type ComplianceAnswer = z.infer<typeof complianceAnswer>;

/** `date` shifted by `days` (calendar dates, YYYY-MM-DD). */
export const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first and last day of the window the figures cover: the 4 weeks before `today`. */
export const complianceWindow = (today: string) => ({
  from: shiftDay(today, -COMPLIANCE_DAYS * COMPLIANCE_WEEKS),
  to: shiftDay(today, -1),
});

/** Each day of the window judged against the targets of its kind. */
export function judgeDays(
  targets: Pick<NutritionTargets, 'day' | 'restDay'>,
  days: DiaryDayTotals[],
): ComplianceDay[] {
  return days.map((d) => {
    const t = targetsForDay(targets, d.isTrainingDay);
    const target = { kcal: t.kcal, protein: t.protein };
    return {
      date: d.date,
      isTrainingDay: d.isTrainingDay,
      kcal: round1(d.kcal),
      protein: round1(d.protein),
      target,
      status: dayStatus(d, target),
    };
  });
}

/** A week's figure of judged days. */
export const weekOf = (days: ComplianceDay[]): ComplianceWeek => ({
  from: days[0]?.date ?? '',
  to: days[days.length - 1]?.date ?? '',
  onTarget: days.filter((d) => d.status === 'on-target').length,
  logged: days.filter((d) => d.status !== 'not-logged').length,
});

/** The answer from the window's days (oldest first, every day of the window present). */
export function complianceOf(
  targets: Pick<NutritionTargets, 'day' | 'restDay'>,
  days: DiaryDayTotals[],
): Compliance {
  const judged = judgeDays(targets, days);
  const weeks = Array.from({ length: Math.ceil(judged.length / COMPLIANCE_DAYS) }, (_, i) =>
    weekOf(judged.slice(i * COMPLIANCE_DAYS, (i + 1) * COMPLIANCE_DAYS)),
  );
  return {
    days: judged.slice(-COMPLIANCE_DAYS),
    week: weeks[weeks.length - 1] ?? weekOf([]),
    weeks,
  };
}

const tags = ['nutrition'];

/** A client's nutrition compliance: the last week day by day and four weeks of figures. */
export const complianceCalls = {
  own: route({
    method: 'GET',
    path: '/api/nutrition/compliance',
    summary: 'My last 7 days against my nutrition targets, and 4 weeks of figures',
    description: `${COMPLIANCE_RULE} ${COMPLIANCE_RULE_DETAIL}`,
    tags,
    answers: { 200: complianceAnswer },
  }),

  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/compliance',
    summary: "A client's last 7 days against their nutrition targets, and 4 weeks of figures",
    description: `${COMPLIANCE_RULE} ${COMPLIANCE_RULE_DETAIL}`,
    tags,
    params: idParams,
    answers: { 200: complianceAnswer, 404: errorBody },
  }),
};
