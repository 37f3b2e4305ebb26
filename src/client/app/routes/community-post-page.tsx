import { useParams } from 'react-router';
import { PostThread } from '@client/features/community/components/post-thread';

export function CommunityPostPage() {
  const { postId = '' } = useParams();
  return <PostThread key={postId} postId={postId} />;
}
