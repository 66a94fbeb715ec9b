import { z } from 'zod';
import { authAnswer, firstNameField, lastNameField, registerBody } from './auth.ts';
import {
  confirmationMatches,
  emailField,
  errorBody,
  idParams,
  idSchema,
  listTotal,
  oneMessageText,
  pageQuery,
  roleSchema,
} from './common.ts';
import { route } from './route.ts';

/** An invitation link works this long after it was (re)sent. */
export const INVITATION_TTL_DAYS = 7;
/** Rows of one CSV import (the header not counted). */
export const INVITATION_IMPORT_ROWS_MAX = 200;
/** The CSV text of one import, in characters. */
export const INVITATION_IMPORT_CHARS_MAX = 100_000;
/** Open (not accepted, revoked or expired) invitations one person may have sent. */
export const OPEN_INVITATIONS_PER_SENDER_MAX = 500;

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export const invitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatus>;

const personName = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });

/** An invitation as its sender (or a consultant) sees it in the list. */
export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  /** The trainer a client is given on acceptance. */
  trainer: personName.nullable(),
  invitedBy: personName,
  status: invitationStatus,
  /** When the current link was sent (a resend moves it). */
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationAnswer = z.object({ invitation: invitationSchema });

const rolesField = z
  .array(roleSchema, { message: 'Select at least one role' })
  .min(1, 'Select at least one role')
  .transform((roles) => [...new Set(roles)]);

/**
 * A new invitation. A trainer sends name and email only: the person becomes their client. A
 * consultant also chooses the roles and, for a client, the trainer (none: `null`).
 */
export const invitationInput = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  roles: rolesField.optional(),
  trainerId: idSchema.nullable().optional(),
});
export type InvitationInput = z.input<typeof invitationInput>;

export const INVITATION_LIST_SCOPES = ['open', 'all'] as const;
/** `mine`: only those the caller sent (a consultant otherwise sees everyone's). `open`: pending or expired. */
export const invitationListQuery = pageQuery.extend({
  scope: z.enum(INVITATION_LIST_SCOPES, { message: 'Scope must be open or all' }).default('open'),
  mine: z.enum(['true', 'false'], { message: 'Mine must be true or false' }).default('false'),
});
export const invitationListAnswer = z.object({ invitations: z.array(invitationSchema), total: listTotal });
export type InvitationListAnswer = z.infer<typeof invitationListAnswer>;

/** A CSV of people to invite as clients: columns `name` (or `first` and `last`) and `email`. */
export const invitationImportInput = z.object({
  csv: z
    .string({ message: 'The file is required' })
    .min(1, 'The file is empty')
    .max(INVITATION_IMPORT_CHARS_MAX, `The file must be at most ${INVITATION_IMPORT_CHARS_MAX} characters`),
  /** A consultant's choice of trainer for everyone in the file (none: `null`); a trainer's is themself. */
  trainerId: idSchema.nullable().optional(),
});
export type InvitationImportInput = z.input<typeof invitationImportInput>;

export const IMPORT_ROW_STATUSES = [
  'invited',
  'already-invited',
  'account-exists',
  'invalid',
  'duplicate',
] as const;
export const importRowReport = z.object({
  /** The line of the file. */
  line: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why a row was not invited, in words. */
  reason: z.string().optional(),
});
export type ImportRowReport = z.infer<typeof importRowReport>;
export const invitationImportAnswer = z.object({
  rows: z.array(importRowReport),
  invited: z.number().int(),
});
export type InvitationImportAnswer = z.infer<typeof invitationImportAnswer>;

export const INVALID_INVITATION =
  'This invitation link is invalid, has expired or was already used. Ask the person who invited you for a new one.';
const invitationToken = oneMessageText(INVALID_INVITATION, 200);

export const invitationTokenBody = z.object({ token: invitationToken });

/** What the invitee sees before accepting: who invited them, and as whom. */
export const invitationPreview = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const invitationPreviewAnswer = z.object({ invitation: invitationPreview });

const registration = registerBody.shape;
const acceptConfirmation = confirmationMatches('password', 'confirmPassword');
const acceptFields = z.object({
  password: registration.password,
  confirmPassword: registration.confirmPassword,
  privacyAgreementAccepted: registration.privacyAgreementAccepted,
  termsOfServiceAccepted: registration.termsOfServiceAccepted,
});
/** The accept form: the password follows the registration's rules, and the same two agreements. */
export const acceptInvitationForm = acceptFields.refine(acceptConfirmation.check, acceptConfirmation.options);
export type AcceptInvitationForm = z.input<typeof acceptInvitationForm>;
/** Accepting: the form (the server checks the confirmation too) and the link's token. */
export const acceptInvitationBody = acceptFields
  .extend({ token: invitationToken })
  .refine(acceptConfirmation.check, acceptConfirmation.options);
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** The people CSV header names, any case, spaces and underscores ignored. */
export const CSV_COLUMNS = {
  name: ['name', 'fullname'],
  first: ['first', 'firstname', 'givenname'],
  last: ['last', 'lastname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
} as const;

/** Sending invitations (trainers and consultants), and an invitee's link: what it is for, accepting it. */
export const invitationsCalls = {
  send: route({
    method: 'POST',
    path: '/api/invitations',
    summary: 'Invite someone to make an account (trainers: a client of theirs)',
    description:
      'A trainer sends name and email: the person becomes their client on acceptance. A consultant also sends `roles` and, for a client, `trainerId` (or null). The link is mailed; no account exists until it is accepted.',
    tags: ['invitations'],
    body: invitationInput,
    answers: { 201: invitationAnswer, 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
  }),

  importCsv: route({
    method: 'POST',
    path: '/api/invitations/import',
    summary: 'Invite the clients of a CSV file, with a report of each line',
    tags: ['invitations'],
    body: invitationImportInput,
    answers: { 200: invitationImportAnswer, 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
  }),

  list: route({
    method: 'GET',
    path: '/api/invitations',
    summary: 'Invitations I sent (consultants: everyone’s), newest first',
    tags: ['invitations'],
    query: invitationListQuery,
    answers: { 200: invitationListAnswer, 400: errorBody },
  }),

  resend: route({
    method: 'POST',
    path: '/api/invitations/:id/resend',
    summary: 'Send an open invitation again, with a new link (the old one stops working)',
    tags: ['invitations'],
    params: idParams,
    answers: { 200: invitationAnswer, 404: errorBody, 409: errorBody, 429: errorBody },
  }),

  revoke: route({
    method: 'DELETE',
    path: '/api/invitations/:id',
    summary: 'Revoke an open invitation: its link stops working',
    tags: ['invitations'],
    params: idParams,
    answers: { 200: invitationAnswer, 404: errorBody, 409: errorBody },
  }),

  preview: route({
    method: 'POST',
    path: '/api/auth/invitation',
    summary: 'What an invitation link is for: who invited whom (before accepting)',
    tags: ['invitations'],
    public: true,
    body: invitationTokenBody,
    answers: { 200: invitationPreviewAnswer, 400: errorBody, 429: errorBody },
  }),

  accept: route({
    method: 'POST',
    path: '/api/auth/accept-invitation',
    summary: 'Accept an invitation: make the account with a password, and sign in',
    tags: ['invitations'],
    public: true,
    body: acceptInvitationBody,
    answers: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
  }),
};
