import { useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import { RegisterForm } from '@client/features/account/components/register-form';
import { useSession } from '@client/features/account/use-session';
import { NEXT_PARAM, returnPath, wayInPath } from '@client/features/account/return-to';

export function RegisterPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A visitor sent to /login from a tool and on to here keeps where they were going: after onboarding.
  const next = params.get(NEXT_PARAM);
  const destination = returnPath(next);
  const onboarding = `/onboarding?${new URLSearchParams({ [NEXT_PARAM]: destination })}`;
  // Set when the form is sent: the session then arrives signed in, and a new member goes to onboarding.
  const submitted = useRef(false);
  if (user) return <Navigate to={submitted.current ? onboarding : destination} replace />;
  return (
    <AuthCard
      title="Create your account"
      description="Free to start. Your journal and tool entries are private to you."
      footer={
        <>
          Already have an account?{' '}
          <Link to={wayInPath('/login', next)} className="font-semibold text-teal-800 underline">
            Sign in
          </Link>
        </>
      }
    >
      <div onSubmitCapture={() => (submitted.current = true)}>
        <RegisterForm onRegistered={() => navigate(onboarding, { replace: true })} />
      </div>
      <p className="text-center text-xs text-slate-600">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
