import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { AccountInfoCard } from './account-info-card.tsx';
import { AddClientRoleCard } from './add-client-role-card.tsx';
import { BodyDataCard } from './body-data-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ConditionsCard } from './conditions-card.tsx';
import { PlatesCard } from './plates-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';
import { ProfileInfoCard } from './profile-info-card.tsx';
import { SignedInDevicesCard } from './signed-in-devices-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

/**
 * Profile Settings: names, preferences (unit, time zone, rest), password, two-step sign-in, signed-in devices, account facts, (for trainers) adding the client role, and the
 * person's own data: a download of all of it and deleting the account.
 */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const canAddClientRole = user.roles.includes('TRAINER') && !user.roles.includes('CLIENT');

  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Manage your name, preferences, password, sign-in security and account."
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileInfoCard user={user} />
          <PreferencesCard user={user} />
          {user.roles.includes('CLIENT') && <PlatesCard user={user} />}
          {user.roles.includes('CLIENT') && <BodyDataCard />}
          <ChangePasswordCard />
          <TwoStepCard />
          <SignedInDevicesCard />
        </div>
        <div className="space-y-6">
          <AccountInfoCard user={user} />
          {user.roles.includes('CLIENT') && <ConditionsCard />}
          {canAddClientRole && <AddClientRoleCard />}
          <YourDataCard />
        </div>
      </div>
    </>
  );
}
