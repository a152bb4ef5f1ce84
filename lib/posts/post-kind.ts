/**
 * What a kind of post written as Markdown files is (`postKinds` gathers them): where its files are,
 * its address, its schema, how the editor offers it, and what `npm run new` writes. A new field of a
 * kind of post goes in its record alone: its check in `fields`, with its label and help beside it
 * (`.meta({ label, hint })`, which the editor reads; the build stops without a label), and its first
 * value in `template.fields` (the post kinds' test fails without one for a required field; an
 * optional one, like `updated`, may be left out of a new post).
 */
import type { z } from 'zod';
import type { IsoDate } from '@/lib/time/dates';
import type { BodyImage, LocalImage } from '@/lib/images/local-image';
import type { ImageSlotName } from '@/lib/images/image-slots';
import type { PostStatus } from '@/lib/posts/post-status';
import type { PostFieldsBase } from '@/lib/posts/post-fields';

/** A field that names an image, `{ src, alt }`: the places it is shown, and whether it is shared. */
export interface ImageField {
  slots: readonly ImageSlotName[];
  /** Also made into a 1200×630 share image. */
  share: boolean;
}

/** The names of the fields of `Fields` that hold an image, `{ src, alt }`. */
export type ImageFieldName<Fields> = {
  [Name in keyof Fields]-?: NonNullable<Fields[Name]> extends { src: string; alt: string } ? Name : never;
}[keyof Fields];

/** What `npm run new` knows when it starts a post. */
export interface NewPost {
  title: string;
  slug: string;
  today: IsoDate;
  /** The frontmatter of every post of the kind already written, drafts included, as it is. */
  existing: () => readonly Record<string, unknown>[];
}

/**
 * A post of a kind whose fields are good, shown in this build or not, with its file, its Markdown and
 * its folder: what a kind's finishing (`finish`) and a brief's body reader read.
 */
export interface CheckedPost<Fields> {
  fields: Fields;
  file: string;
  slug: string;
  markdown: string;
  dir: string;
  status?: PostStatus;
}

/** A problem found in a post: its file, the field, and the end of the problem line. */
export interface PostProblem {
  file: string;
  path: readonly PropertyKey[];
  message: string;
}

/** The posts of one kind the loader has read: those the build shows, with their files, and every good one. */
export interface ReadPosts<Fields> {
  shown: { post: LoadedPost<Fields>; file: string }[];
  checked: CheckedPost<Fields>[];
}

/** The posts of one kind as the site reads them, with their files, and what is wrong across them. */
export interface FinishedPosts<Post> {
  posts: { post: Post; file: string }[];
  problems: PostProblem[];
}

export interface PostKind<
  Fields extends PostFieldsBase = PostFieldsBase,
  Route extends string = string,
  Post = LoadedPost<Fields>,
> {
  /** Its folder under content/, which is also its collection's name in the editor. */
  folder: string;
  /** Its pages' address, `/<route>/<slug>/`. */
  route: Route;
  /**
   * The names its own routes use beside the posts (`/essays/page/2/`, `/tomorrow-letter/archive/`),
   * which no post may take as its slug; a test keeps them in step with app/.
   */
  reserved: readonly string[];
  /**
   * Its frontmatter, as the build checks it: every field, in the order files are written, each with
   * its label and help in the editor in its metadata (`fieldLooks`).
   */
  fields: z.ZodType<Fields>;
  /** Each field that holds an image, and where the image is shown (`imageSlots`). */
  images: { [Name in ImageFieldName<Fields>]: ImageField };
  /** The column its body is shown in, for the images of the body. */
  bodySlot: ImageSlotName;
  /**
   * How its body is read: as HTML with its images (the default), or, for a brief, into sections and
   * placed figures (`briefBody`), which is all a brief's page and PDF can set.
   */
  bodyReader?: 'html' | 'brief';
  /**
   * What its posts gain once all are read, and the problems found across them: an essay's read time,
   * a letter issue's number. Without it, a post is its fields and its body.
   */
  finish?(read: ReadPosts<Fields>): FinishedPosts<Post>;
  /** Its collection in the editor at /admin/ (`editorConfig`). */
  editor: {
    label: string;
    singular: string;
    icon: string;
    description: string;
    /** The help line under the body. */
    bodyHint: string;
  };
  /** What `npm run new` writes: a draft the build accepts. */
  template: {
    fields: (post: NewPost) => Fields;
    /** A comment after a field's value, saying what it may be. */
    notes?: { [Name in keyof Fields]?: string };
    /** The body below the frontmatter. */
    body: string;
    /** Files written beside the post to stand in until the real ones come, unless one is there. */
    placeholders?: (post: NewPost) => { name: string; text: string }[];
  };
}

/**
 * A post as the loader gives it: every field of its file but `draft`, each image field as the image
 * it names (its files planned), the slug, the body as HTML with its images, and `status` in dev.
 */
export type LoadedPost<Fields> = {
  [Name in keyof Fields as Exclude<Name, 'draft'>]: Name extends ImageFieldName<Fields>
    ? LocalImage
    : Fields[Name];
} & {
  slug: string;
  body: string;
  images?: BodyImage[];
  status?: PostStatus;
};
