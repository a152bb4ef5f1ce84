// What every post's route shares, given its kind's posts and routes: its params, its metadata, the post it names.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { IsoDate } from '@/lib/time/dates';
import { buildMetadata } from '@/lib/site/seo';

interface RoutedPost {
  slug: string;
  title: string;
  summary: string;
  publishedDate: IsoDate;
}

interface KindRoutes<Post> {
  path(post: Post): string;
  bySlug(posts: readonly Post[], slug: string): Post | undefined;
  adjacent(posts: readonly Post[], slug: string): { previous: Post | undefined; next: Post | undefined };
}

interface SlugProps {
  params: Promise<{ slug: string }>;
}

/**
 * `shared` is what a post's link previews say other than its title and summary (a photo, a longer
 * title); the pager's links to the posts beside it use the same title.
 */
export function postRoute<Post extends RoutedPost>(
  posts: readonly Post[],
  routes: NoInfer<KindRoutes<Post>>,
  shared: (post: Post) => { title?: string; shareImage?: string } = () => ({}),
) {
  return {
    staticParams: () => posts.map((post) => ({ slug: post.slug })),

    async metadata({ params }: SlugProps): Promise<Metadata> {
      const post = routes.bySlug(posts, (await params).slug);
      if (!post) return {};
      return buildMetadata({
        path: routes.path(post),
        title: post.title,
        description: post.summary,
        imageAlt: post.title,
        type: 'article',
        publishedTime: post.publishedDate,
        ...shared(post),
      });
    },

    /** The post the params name, and those published just before and after it; Not Found for any other. */
    async read({ params }: SlugProps) {
      const { slug } = await params;
      const post = routes.bySlug(posts, slug) ?? notFound();
      const { previous, next } = routes.adjacent(posts, slug);
      const link = (other?: Post) =>
        other && { href: routes.path(other), title: shared(other).title ?? other.title };
      return { slug, post, previous, next, pager: { previous: link(previous), next: link(next) } };
    },
  };
}
