import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@client/features/account/components/auth-card';
import { LoginForm } from '@client/features/account/components/login-form';
import { useSession } from '@client/features/account/use-session';
import { NEXT_PARAM, returnPath, wayInPath } from '@client/features/account/return-to';

export function LoginPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get(NEXT_PARAM);
  const destination = returnPath(next);
  if (user) return <Navigate to={destination} replace />;
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue where you left off."
      footer={
        <>
          New here?{' '}
          <Link to={wayInPath('/register', next)} className="font-semibold text-teal-800 underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={() => navigate(destination, { replace: true })} />
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-teal-800 underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
