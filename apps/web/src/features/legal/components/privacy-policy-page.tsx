import { useAppName } from '../../../lib/public-config.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPolicyPage() {
  const appName = useAppName();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          <p>
            {appName} is a fitness and nutrition coaching service. To coach you safely we need to hold
            information about your body, your health and your habits. This policy explains what we collect,
            why, who can see it, how long we keep it and the rights you have over it. We wrote it to be read,
            not skimmed past: please take a few minutes with it.
          </p>
        </>
      }
      sections={[
        {
          heading: 'Information we collect',
          body: (
            <>
              <p>We only collect what the service needs to work:</p>
              <ul>
                <li>
                  <strong>Account details:</strong> your first and last name, username, email address and a
                  securely hashed password (we never store the password itself).
                </li>
                <li>
                  <strong>Health and intake information:</strong> the answers you give during onboarding, such
                  as the waiver, the physical activity readiness questionnaire (PAR-Q), your goals, height and
                  weight, medical history, medications, sleep, stress, nutrition and lifestyle habits.
                </li>
                <li>
                  <strong>Training and nutrition records:</strong> the workouts assigned to you, the sets,
                  repetitions, weights and notes you record, your meals and your progress measurements.
                </li>
                <li>
                  <strong>Technical information:</strong> the minimum needed to keep you signed in and the
                  service secure, such as a session token kept in your browser&apos;s local storage and basic
                  server logs (time, address and outcome of requests).
                </li>
              </ul>
              <p>We do not use advertising trackers and we do not build marketing profiles.</p>
            </>
          ),
        },
        {
          heading: 'Why we use it',
          body: (
            <ul>
              <li>To create and secure your account and let you sign in.</li>
              <li>
                To let your trainer plan workouts and meals that suit your goals, health and experience.
              </li>
              <li>To show you and your trainer your workouts, meals and progress over time.</li>
              <li>To send you messages you asked for, such as a password reset link.</li>
              <li>
                To keep the service working, secure and free of abuse, and to meet our legal obligations.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Health data and your consent',
          body: (
            <>
              <p>
                Information about your health is a special category of personal data. We process it only
                because you give us your explicit consent when you accept this policy and complete onboarding,
                and only for coaching you.
              </p>
              <p>
                You can withdraw your consent at any time by deleting your account or by contacting us.
                Withdrawing consent means we can no longer coach you safely, so your coaching will stop; it
                does not affect anything done before.
              </p>
            </>
          ),
        },
        {
          heading: 'Who can see your information',
          body: (
            <>
              <ul>
                <li>
                  <strong>Your trainer:</strong> the trainer assigned to you can see your profile, intake
                  answers, workouts, meals and progress, because they need them to coach you. Trainers who are
                  not assigned to you cannot.
                </li>
                <li>
                  <strong>Consultants:</strong> a small number of administrators can manage accounts, roles
                  and trainer assignments. They look at your records only when needed to run the service or to
                  answer your request.
                </li>
                <li>
                  <strong>Service providers:</strong> companies that host our servers or deliver our emails,
                  bound by contract to use the data only on our instructions and to keep it secure.
                </li>
                <li>
                  <strong>Authorities:</strong> only when the law requires it.
                </li>
              </ul>
              <p>
                We never sell your personal information, and we never share your health information for
                marketing.
              </p>
            </>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <p>
              We keep your information while your account is open. When you delete your account, your health
              and training data and your personal details are erased, except for records we must keep by law,
              which are kept no longer than required. Server logs are kept for a short period for security and
              then deleted.
            </p>
          ),
        },
        {
          heading: 'How we protect it',
          body: (
            <p>
              Connections are encrypted, passwords are hashed with a modern algorithm, sessions can be ended
              at any time, and access to your records is limited to you, your assigned trainer and the
              administrators who need it. No system is perfectly secure; if a breach ever affects your data,
              we will tell you and the relevant authority as the law requires.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <>
              <p>Depending on where you live, you have the right to:</p>
              <ul>
                <li>see the information we hold about you and receive a copy of it in a portable format;</li>
                <li>correct information that is wrong or incomplete;</li>
                <li>have your information erased, or its use restricted;</li>
                <li>object to a use of your information and withdraw your consent at any time;</li>
                <li>complain to your data protection authority.</li>
              </ul>
              <p>
                You can update your name and password in your profile at any time. For anything else, contact
                us using the details below and we will answer within one month.
              </p>
            </>
          ),
        },
        {
          heading: 'Children',
          body: (
            <p>
              {appName} is meant for adults. You must be at least 16 years old (or the age of digital consent
              where you live) to create an account. If we learn that a child has given us information without
              the required consent, we delete it.
            </p>
          ),
        },
        {
          heading: 'Changes to this policy',
          body: (
            <p>
              We may update this policy when the service or the law changes. The date at the top shows the
              latest version. If a change affects how we use your health information, we will ask for your
              consent again.
            </p>
          ),
        },
      ]}
    />
  );
}
