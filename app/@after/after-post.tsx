// What follows a post's page in the slot after its <main>, the same for every kind (AfterPiece).
import { AfterPiece } from '@/components/posts/after-piece';
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { postRoute } from '@/app/post-route';

interface AfterWords {
  kind: PostKindName;
  noun: string;
  /** A letter issue has already closed with the signup. */
  signup: boolean;
}

export function afterPost(
  route: Pick<ReturnType<typeof postRoute>, 'read' | 'staticParams'>,
  words: AfterWords,
) {
  return {
    staticParams: route.staticParams,
    async Page(props: { params: Promise<{ slug: string }> }) {
      const { slug, previous, next } = await route.read(props);
      return <AfterPiece {...words} slug={slug} pager={[previous, next]} />;
    },
  };
}
