import { z } from 'zod';
import { firstNameField, lastNameField, userSchema, usernameField } from './auth.ts';
import {
  confirmationMatches,
  emailField,
  errorBody,
  idParams,
  idSchema,
  limitQuery,
  messageBody,
  offsetQuery,
  oneMessageText,
  passwordRequired,
  roleSchema,
  strongPassword,
} from './common.ts';
import { preferencesInput } from './preferences.ts';
import { plateSetInput, plateSettingsAnswer } from './plates.ts';
import { route } from './route.ts';
import { workoutPaths } from './workout-paths.ts';

export const userSearchQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  limit: limitQuery(),
  offset: offsetQuery,
});
export const userListAnswer = z.object({ users: z.array(userSchema), total: z.number().int() });

export const trainerOption = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
});
export const trainerListAnswer = z.object({ trainers: z.array(trainerOption) });

/** The consultant's edit of a user. */
export const adminUserUpdate = z.object({
  username: usernameField,
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  roles: z
    .array(roleSchema, { message: 'Select at least one role' })
    .min(1, 'Select at least one role')
    .transform((roles) => [...new Set(roles)]),
  trainerId: idSchema.nullable().default(null),
  isActive: z.boolean({ message: 'Active must be true or false' }),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdate>;

export const addRoleInput = z.object({
  role: z.literal('CLIENT', { message: 'Only the CLIENT role can be added' }),
});

export const profileUpdate = z.object({ firstName: firstNameField, lastName: lastNameField });
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const passwordChange = z.object({
  currentPassword: oneMessageText('Current password is required', 256),
  newPassword: strongPassword,
});
export type PasswordChange = z.infer<typeof passwordChange>;

const newPasswordConfirmation = confirmationMatches('newPassword', 'confirmPassword');

/** The password form adds the confirmation, which never leaves the browser. */
export const passwordChangeForm = passwordChange
  .extend({ confirmPassword: z.string() })
  .refine(newPasswordConfirmation.check, newPasswordConfirmation.options);
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

export const deleteAccountInput = z.object({ password: passwordRequired });

export const userAnswer = z.object({ user: userSchema });

/** The consultant's user management, and a person's own profile, preferences and password. */
export const usersCalls = {
  search: route({
    method: 'GET',
    path: '/api/users/admin/all',
    summary: 'Search all users (administrators)',
    tags: ['users'],
    query: userSearchQuery,
    answers: { 200: userListAnswer },
  }),

  trainers: route({
    method: 'GET',
    path: '/api/users/admin/trainers',
    summary: 'List the trainers (administrators)',
    tags: ['users'],
    answers: { 200: trainerListAnswer },
  }),

  update: route({
    method: 'PUT',
    path: '/api/users/admin/:id',
    summary: "Change a user's details and roles (administrators)",
    tags: ['users'],
    params: idParams,
    body: adminUserUpdate,
    answers: { 200: userAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  addClientRole: route({
    method: 'POST',
    path: '/api/users/add-role',
    summary: 'Add the client role to my account',
    tags: ['users'],
    body: addRoleInput,
    answers: { 200: userAnswer },
  }),

  updateProfile: route({
    method: 'PUT',
    path: '/api/users/profile',
    summary: 'Change my profile',
    tags: ['users'],
    body: profileUpdate,
    answers: { 200: userAnswer, 400: errorBody },
  }),

  setPreferences: route({
    method: 'PUT',
    path: '/api/users/preferences',
    summary: 'Change my preferences (weight unit, time zone, rest between sets)',
    tags: ['users'],
    body: preferencesInput,
    answers: { 200: userAnswer, 400: errorBody },
  }),

  plates: route({
    method: 'GET',
    path: workoutPaths.plates,
    summary: 'My bar and plates for the plate calculator',
    description: 'For each unit, the bar and plate sizes I set, or the usual ones where I set none.',
    tags: ['users'],
    answers: { 200: plateSettingsAnswer },
  }),

  setPlates: route({
    method: 'PUT',
    path: workoutPaths.plates,
    summary: 'Set my bar and plates for one unit',
    tags: ['users'],
    body: plateSetInput,
    answers: { 200: plateSettingsAnswer, 400: errorBody },
  }),

  changePassword: route({
    method: 'PUT',
    path: '/api/users/password',
    summary: 'Change my password',
    tags: ['users'],
    body: passwordChange,
    answers: { 200: messageBody, 400: errorBody },
  }),
};
