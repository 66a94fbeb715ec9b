import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { useAppName } from '../../../lib/public-config.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsOfServicePage() {
  const appName = useAppName();
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and {appName} for the use of our fitness and nutrition
          coaching service. By creating an account you accept them. If you do not agree, please do not use the
          service.
        </p>
      }
      sections={[
        {
          heading: 'The service',
          body: (
            <p>
              {appName} connects clients with trainers. Trainers build and assign workouts and meal plans;
              clients follow them, record how they went and track their progress; consultants administer
              accounts and the shared libraries of exercises, equipment and foods. We may improve, change or
              retire features over time.
            </p>
          ),
        },
        {
          heading: 'Health and safety',
          body: (
            <>
              <p>
                Exercise and changes in diet carry risks. {appName} provides coaching, not medical advice,
                diagnosis or treatment. Before starting any programme, and whenever your health changes, talk
                to a doctor, especially if you answer yes to any question of the physical activity readiness
                questionnaire (PAR-Q), are pregnant, or have a heart condition, an injury or another medical
                condition.
              </p>
              <ul>
                <li>
                  Answer the onboarding questions truthfully and keep them up to date, so your trainer can
                  plan safely.
                </li>
                <li>
                  Stop exercising and seek medical help if you feel pain, dizziness, chest discomfort or
                  shortness of breath.
                </li>
                <li>
                  You take part in the workouts at your own risk and remain responsible for your own health.
                </li>
              </ul>
            </>
          ),
        },
        {
          heading: 'Trainers',
          body: (
            <p>
              Trainers on {appName} are responsible for the programmes they design and for holding the
              qualifications and insurance their work requires. They must use client information only to coach
              the clients assigned to them and must keep it confidential. A trainer&apos;s advice does not
              replace that of a medical professional.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <ul>
              <li>You must be at least 16 years old and give accurate information when you register.</li>
              <li>Keep your password secret; you are responsible for what happens under your account.</li>
              <li>Tell us at once if you think someone else has used your account.</li>
              <li>One account per person. Accounts may not be shared or sold.</li>
            </ul>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <>
              <p>You agree not to:</p>
              <ul>
                <li>access data of other people that you have not been given access to;</li>
                <li>
                  upload content that is unlawful, harmful, misleading or that infringes the rights of others;
                </li>
                <li>
                  interfere with the service, probe it for weaknesses without permission, or overload it;
                </li>
                <li>copy, resell or reverse engineer the service except where the law allows it.</li>
              </ul>
            </>
          ),
        },
        {
          heading: 'Your content and data',
          body: (
            <p>
              You keep ownership of the information you enter. You allow us to store and process it to provide
              the service, as described in our{' '}
              <Link to="/privacy-policy" className={textLinkClasses}>
                Privacy Policy
              </Link>
              . Library content (exercises, equipment and foods) is provided for use within the service only.
            </p>
          ),
        },
        {
          heading: 'Suspension and closing your account',
          body: (
            <p>
              You may stop using the service and delete your account at any time. We may suspend or close an
              account that breaks these terms or puts other people at risk; where possible we will tell you
              why first and let you take a copy of your data.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              We work hard to keep {appName} available and correct, but we provide it &quot;as is&quot; and
              cannot promise it will always be uninterrupted or error-free. To the extent the law allows, we
              are not liable for indirect or consequential losses, or for injuries arising from exercise or
              nutrition choices. Nothing in these terms limits liability that cannot be limited by law,
              including for death or personal injury caused by negligence.
            </p>
          ),
        },
        {
          heading: 'Changes to these terms',
          body: (
            <p>
              We may update these terms. The date at the top shows the latest version. If a change is
              significant we will tell you before it takes effect; continuing to use the service afterwards
              means you accept the new terms.
            </p>
          ),
        },
      ]}
    />
  );
}
