import { z } from 'zod';
import { boundedText, idSchema, oneLine, textUpTo } from './common.ts';
import { calendarDate } from './workouts.ts';

// Weekly check-in forms (decision 0041): a trainer's template of questions, the one a client is
// given with its weekday, and the client's check-in of each due week.

/** The most templates one trainer keeps, questions one template asks, characters a label holds. */
export const CHECK_IN_TEMPLATES_MAX = 50;
export const CHECK_IN_QUESTIONS_MAX = 20;
export const CHECK_IN_NAME_MAX = 80;
export const CHECK_IN_LABEL_MAX = 200;
export const CHECK_IN_UNIT_MAX = 20;
export const CHECK_IN_SHORT_TEXT_MAX = 200;
export const CHECK_IN_LONG_TEXT_MAX = 2000;
/** The most weeks a history answers (newest first): half a year. */
export const CHECK_IN_HISTORY_MAX = 26;
/** The most photos one check-in links (one per pose). */
export const CHECK_IN_PHOTOS_MAX = 3;

export const QUESTION_KINDS = ['scale', 'number', 'yes_no', 'short_text', 'long_text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  scale: 'Scale 1-10',
  number: 'Number',
  yes_no: 'Yes / no',
  short_text: 'Short text',
  long_text: 'Long text',
};
export const SCALE_MIN = 1;
export const SCALE_MAX = 10;

/**
 * An alert rule the trainer marks on a question: a scale or number answer compared with a value
 * ('<=' 3: "3 or less"), or a yes/no answer equal to one ('=' false: "no"). Text has none.
 */
export const ALERT_OPERATORS = ['<=', '<', '>=', '>', '='] as const;
export type AlertOperator = (typeof ALERT_OPERATORS)[number];
export const alertRuleSchema = z.object({
  op: z.enum(ALERT_OPERATORS, { message: 'Choose how the answer is compared' }),
  value: z.union([z.number().finite(), z.boolean()], { message: 'Enter the value that raises the alert' }),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** A question's id: short, chosen by the screen (kept across edits so that answers find their question). */
export const questionIdSchema = z
  .string({ message: 'Question id is required' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Question id must be 1-40 letters, digits, - or _');

export const checkInQuestionSchema = z
  .object({
    id: questionIdSchema,
    kind: z.enum(QUESTION_KINDS, { message: 'Choose the kind of answer' }),
    label: oneLine(boundedText('Question is required', 1, 'Question', CHECK_IN_LABEL_MAX), 'Question'),
    required: z.boolean().default(false),
    /** The unit a number answer is in ('hours', 'L'); empty for other kinds. */
    unit: oneLine(textUpTo('Unit', CHECK_IN_UNIT_MAX), 'Unit').default(''),
    alert: alertRuleSchema.nullable().default(null),
  })
  .superRefine((q, ctx) => {
    if (!q.alert) return;
    const numeric = q.kind === 'scale' || q.kind === 'number';
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['alert'], message });
    if (q.kind === 'yes_no') {
      if (q.alert.op !== '=' || typeof q.alert.value !== 'boolean')
        issue('A yes/no alert is raised by a yes or by a no');
    } else if (!numeric) issue('Text answers cannot raise an alert');
    else if (typeof q.alert.value !== 'number') issue('Enter the number that raises the alert');
    else if (q.kind === 'scale' && (q.alert.value < SCALE_MIN || q.alert.value > SCALE_MAX))
      issue(`The alert value must be from ${SCALE_MIN} to ${SCALE_MAX}`);
  })
  .transform((q) => ({ ...q, unit: q.kind === 'number' ? q.unit : '' }));
export type CheckInQuestion = z.output<typeof checkInQuestionSchema>;
export type CheckInQuestionInput = z.input<typeof checkInQuestionSchema>;

/** The standard blocks a form may ask for besides its questions. */
export const checkInBlocksSchema = z.object({
  weight: z.boolean().default(true),
  measurements: z.boolean().default(false),
  photos: z.boolean().default(false),
});
export type CheckInBlocks = z.output<typeof checkInBlocksSchema>;

/** POST /api/check-in-templates and PUT /api/check-in-templates/{id}: the whole form. */
export const checkInTemplateInput = z
  .object({
    name: oneLine(boundedText('Name is required', 1, 'Name', CHECK_IN_NAME_MAX), 'Name'),
    questions: z
      .array(checkInQuestionSchema, { message: 'Questions must be a list' })
      .max(CHECK_IN_QUESTIONS_MAX, `A form asks at most ${CHECK_IN_QUESTIONS_MAX} questions`),
    blocks: checkInBlocksSchema.default({ weight: true, measurements: false, photos: false }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: 'Question ids must differ' });
      seen.add(q.id);
    });
    if (v.questions.length === 0 && !v.blocks.weight && !v.blocks.measurements && !v.blocks.photos)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Add a question or a block' });
  });
export type CheckInTemplateInput = z.input<typeof checkInTemplateInput>;
export type CheckInTemplateValues = z.output<typeof checkInTemplateInput>;

export const checkInTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  questions: z.array(checkInQuestionSchema),
  blocks: checkInBlocksSchema,
  /** The clients it is assigned to now. */
  assignedCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckInTemplate = z.output<typeof checkInTemplateSchema>;
export const checkInTemplateAnswer = z.object({ template: checkInTemplateSchema });
export const checkInTemplateListAnswer = z.object({ templates: z.array(checkInTemplateSchema) });
export type CheckInTemplateListAnswer = z.output<typeof checkInTemplateListAnswer>;

// ---- Assignment -------------------------------------------------------------------------------

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const WEEKDAY_MESSAGE = 'Choose the day of the week';
/** PUT /api/clients/{id}/check-in-assignment: the template and its weekday (0 Sunday to 6 Saturday). */
export const checkInAssignmentInput = z.object({
  templateId: idSchema,
  weekday: z
    .number({ message: WEEKDAY_MESSAGE })
    .int(WEEKDAY_MESSAGE)
    .min(0, WEEKDAY_MESSAGE)
    .max(6, WEEKDAY_MESSAGE),
});
export type CheckInAssignmentInput = z.input<typeof checkInAssignmentInput>;

export const checkInAssignmentSchema = z.object({
  templateId: idSchema,
  templateName: z.string(),
  weekday: z.number().int().min(0).max(6),
  createdAt: z.string(),
});
export type CheckInAssignment = z.output<typeof checkInAssignmentSchema>;
export const checkInAssignmentAnswer = z.object({ assignment: checkInAssignmentSchema });

// ---- Check-ins --------------------------------------------------------------------------------

export const CHECK_IN_STATUSES = ['due', 'submitted', 'reviewed'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/** An answer: a number (scale, number), yes/no, or text. */
export const answerValue = z.union([z.number(), z.boolean(), z.string()]);
export type AnswerValue = z.infer<typeof answerValue>;
/** The answers as stored, keyed by question id (unanswered optional questions absent). */
export type CheckInAnswers = Record<string, AnswerValue>;

/** An answer that hit its question's alert rule: 'Energy: 2 of 10'. */
export const checkInAlertSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  rule: alertRuleSchema,
  value: answerValue,
  /** What the trainer reads: 'Energy: 2 of 10', 'Sleep: 5 hours', 'Followed the plan: no'. */
  text: z.string(),
});
export type CheckInAlert = z.infer<typeof checkInAlertSchema>;

/** One question of the form with its answer (null when not answered). */
export const answeredQuestion = z.object({
  questionId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  unit: z.string(),
  required: z.boolean(),
  // (null in the union: an OpenAPI `nullable` needs a type beside it)
  value: z.union([z.number(), z.boolean(), z.string(), z.null()]),
  alert: z.boolean(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestion>;

/** A check-in as both sides read it. */
export const checkInSchema = z.object({
  /** Null for the current check-in not made yet: it is made on its due day, or when sent. */
  id: idSchema.nullable(),
  clientId: idSchema,
  templateId: idSchema.nullable(),
  templateName: z.string(),
  dueDate: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  /** Not submitted and the next one came due: it can no longer be sent. */
  missed: z.boolean(),
  /** Submitted after its due day (in the client's time zone). */
  late: z.boolean(),
  /** The form as it was when the check-in was made (the template may have changed since). */
  questions: z.array(checkInQuestionSchema),
  blocks: checkInBlocksSchema,
  answers: z.array(answeredQuestion),
  alerts: z.array(checkInAlertSchema),
  progressEntryIds: z.array(idSchema),
  photoIds: z.array(idSchema),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: idSchema.nullable(),
  replyMessageId: idSchema.nullable(),
});
export type CheckIn = z.output<typeof checkInSchema>;

/** GET /api/check-in: the client's current check-in (null without a form), and their today. */
export const currentCheckInAnswer = z.object({
  today: z.string(),
  checkIn: checkInSchema.nullable(),
});
export type CurrentCheckInAnswer = z.output<typeof currentCheckInAnswer>;

/** GET /api/clients/{id}/check-ins: the form given (if any) and the weeks, newest first. */
export const checkInHistoryAnswer = z.object({
  today: z.string(),
  assignment: checkInAssignmentSchema.nullable(),
  checkIns: z.array(checkInSchema),
});
export type CheckInHistoryAnswer = z.output<typeof checkInHistoryAnswer>;

/** The body measurements a check-in writes as progress entries dated its day. */
export const CHECK_IN_MEASUREMENTS = ['Body weight', 'Waist', 'Hips', 'Chest', 'Arm', 'Thigh'] as const;
export type CheckInMeasurement = (typeof CHECK_IN_MEASUREMENTS)[number];
export const checkInMeasurementInput = z.object({
  type: z.enum(CHECK_IN_MEASUREMENTS, { message: 'Choose what you measured' }),
  value: z.number({ message: 'Value must be a number' }).finite('Value must be a number'),
  unit: z.string({ message: 'Unit is required' }).trim().min(1, 'Unit is required'),
});

/** POST /api/check-in/{dueDate}: the answers keyed by question id, measurements, photos already uploaded. */
export const checkInSubmission = z.object({
  answers: z.record(questionIdSchema, answerValue, { message: 'Answers must be an object' }).default({}),
  measurements: z
    .array(checkInMeasurementInput)
    .max(CHECK_IN_MEASUREMENTS.length, 'One value per measurement')
    .default([])
    .refine((m) => new Set(m.map((x) => x.type)).size === m.length, 'One value per measurement'),
  photoIds: z
    .array(idSchema)
    .max(CHECK_IN_PHOTOS_MAX, `At most ${CHECK_IN_PHOTOS_MAX} photos`)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo once'),
});
export type CheckInSubmission = z.input<typeof checkInSubmission>;
export type CheckInSubmissionValues = z.output<typeof checkInSubmission>;

export const dueDateParams = z.object({ dueDate: calendarDate('Due date is required') });
export const checkInAnswer = z.object({ checkIn: checkInSchema });
