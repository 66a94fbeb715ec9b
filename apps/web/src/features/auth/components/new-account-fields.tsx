import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextLink, textLinkClasses } from '../../../components/ui/text-link.tsx';

/** A link in a consent box's label: it opens in a new tab so that the form keeps what was typed. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      {children}
    </a>
  );
}

type AccountField = 'password' | 'confirmPassword' | 'privacyAgreementAccepted' | 'termsOfServiceAccepted';

/**
 * What every form that makes an account asks last: the password, twice, and the two agreements.
 * `field` binds each to the form with its message.
 */
export function NewAccountFields({
  field,
}: {
  field: (name: AccountField) => UseFormRegisterReturn & { error: string | undefined };
}) {
  return (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...field('password')}
      />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <fieldset className="space-y-3 rounded-xl bg-slate-50 p-4">
        <legend className="sr-only">Agreements</legend>
        <Checkbox
          {...field('privacyAgreementAccepted')}
          label={
            <>
              I have read and agree to the <NewTabLink href="/privacy-policy">Privacy Policy</NewTabLink>
            </>
          }
        />
        <Checkbox
          {...field('termsOfServiceAccepted')}
          label={
            <>
              I agree to the <NewTabLink href="/terms-of-service">Terms of Service</NewTabLink>
            </>
          }
        />
      </fieldset>
    </>
  );
}

/** The foot of the screens that make an account, for who has one already. */
export function SignInInstead() {
  return (
    <>
      Already have an account? <TextLink to="/login">Sign in here</TextLink>
    </>
  );
}
