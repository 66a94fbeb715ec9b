import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { UserRound } from 'lucide-react';
import type { User } from '@kinetic/contracts/auth';
import { profileUpdate, type ProfileUpdate } from '@kinetic/contracts/users';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CardForm } from './card-form.tsx';
import { SectionCard } from './section-card.tsx';

/** First and last name (editable) and the email (shown, cannot be changed). */
export function ProfileInfoCard({ user }: { user: User }) {
  const mutation = useUpdateProfile();
  const { handleSubmit, reset, field, failWith } = useFieldForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdate),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ user: saved }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast.success('Profile updated successfully!');
      },
      onError: failWith('Failed to update profile', ['firstName', 'lastName']),
    }),
  );

  return (
    <SectionCard
      title="Profile Information"
      description="Your name as trainers and clients see it."
      icon={UserRound}
    >
      <CardForm
        onSubmit={onSubmit}
        pending={mutation.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          disabled
          hint="Email cannot be changed."
        />
      </CardForm>
    </SectionCard>
  );
}
