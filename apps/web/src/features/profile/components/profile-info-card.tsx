import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { UserRound } from 'lucide-react';
import type { User } from '@kinetic/contracts/auth';
import { profileUpdate, type ProfileUpdate } from '@kinetic/contracts/users';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SectionCard } from './section-card.tsx';

/** First and last name (editable) and the email (shown, cannot be changed). */
export function ProfileInfoCard({ user }: { user: User }) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdate),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ user: saved }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast.success('Profile updated successfully!');
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const e of error.errors) {
            if (e.path === 'firstName' || e.path === 'lastName')
              setError(e.path, { type: 'server', message: e.msg });
          }
        }
        toast.error(errorText(error, 'Failed to update profile'));
      },
    }),
  );

  return (
    <SectionCard
      title="Profile Information"
      description="Your name as trainers and clients see it."
      icon={<UserRound aria-hidden="true" className="size-5" />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          disabled
          hint="Email cannot be changed."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
