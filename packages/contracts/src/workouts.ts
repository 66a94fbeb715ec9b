// A workout in the contracts: what the trainer sends (the plan), what the client sends (what they
// did) and what the API answers, each in its own module; imported together from here.
export * from './workout-answers.ts';
export * from './workout-plan-inputs.ts';
export * from './workout-actuals.ts';
