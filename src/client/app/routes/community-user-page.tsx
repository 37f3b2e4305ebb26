import { useParams } from 'react-router';
import { MemberProfile } from '@client/features/community/components/member-profile';

export function CommunityUserPage() {
  const { username = '' } = useParams();
  return <MemberProfile key={username} username={username} />;
}
