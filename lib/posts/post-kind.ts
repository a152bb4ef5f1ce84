// What a kind of post written as Markdown files is (`postKinds` gathers them). A new field goes in its
// record alone: its check in `fields` with `.meta({ label, hint })` (the build stops without a label), and
// its first value in `template.fields` (a test fails without one for a required field).
import type { z } from 'zod';
import type { IsoDate } from '@/lib/time/dates';
import type { BodyImage, LocalImage } from '@/lib/images/local-image';
import type { ImageSlotName } from '@/lib/images/image-slots';
import type { PostStatus } from '@/lib/posts/post-status';
import type { PostFieldsBase } from '@/lib/posts/post-fields';

export type ImageFieldName<Fields> = {
  [Name in keyof Fields]-?: NonNullable<Fields[Name]> extends { src: string; alt: string } ? Name : never;
}[keyof Fields];

export interface NewPost {
  title: string;
  slug: string;
  today: IsoDate;
  /** Drafts included, unchecked. */
  existing: () => readonly Record<string, unknown>[];
}

/** A post whose fields are good, shown in this build or not. */
export interface CheckedPost<Fields> {
  fields: Fields;
  file: string;
  slug: string;
  markdown: string;
  dir: string;
  status?: PostStatus;
}

export interface PostProblem {
  file: string;
  path: readonly PropertyKey[];
  message: string;
}

export interface ReadPosts<Fields> {
  shown: { post: LoadedPost<Fields>; file: string }[];
  checked: CheckedPost<Fields>[];
}

/** A PDF of her own beside a post, served byte for byte. */
export interface OwnPdf {
  source: string;
  bytes: number;
  pages: number;
}

/** What the loader lends a kind that reads its own body: files beside the post, found on disk. */
export interface PostFiles {
  pdf(dir: string, src: string): { pdf?: OwnPdf; problem?: string };
}

/** A body its editor writes as text only: these buttons, no image or component, and this rule. */
export interface TextBodyEditor {
  buttons: readonly string[];
  rule: { pattern: string; message: string };
}

export interface FinishedPosts<Post> {
  posts: { post: Post; file: string }[];
  problems: PostProblem[];
}

export interface PostKind<
  Fields extends PostFieldsBase = PostFieldsBase,
  Route extends string = string,
  Post = LoadedPost<Fields>,
> {
  /** Also its collection's name in the editor. */
  folder: string;
  /** Its pages' address, `/<route>/<slug>/`. */
  route: Route;
  /** Names its own routes use (`/essays/page/2/`), which no slug may take; a test keeps them in step. */
  reserved: readonly string[];
  /** Fields in the order files are written, each with its editor label and help in its metadata. */
  fields: z.ZodType<Fields>;
  /** The column its body is shown in, which sizes the body's images. */
  bodySlot: ImageSlotName;
  /** Reads each post's body its own way rather than as HTML; drafts too, so their problems stop the build. */
  readBody?(
    post: CheckedPost<Fields>,
    files: PostFiles,
  ): { post?: Post; problems: Omit<PostProblem, 'file'>[] };
  /** What posts gain once all are read (a letter issue's number), and problems found across them. */
  finish?(read: ReadPosts<Fields>): FinishedPosts<Post>;
  editor: {
    label: string;
    singular: string;
    icon: string;
    description: string;
    bodyHint: string;
    /** Without it, the body is Markdown with images. */
    body?: TextBodyEditor;
  };
  /** What `npm run new` writes: a draft the build accepts. */
  template: {
    fields: (post: NewPost) => Fields;
    notes?: { [Name in keyof Fields]?: string };
    body: string;
    /** Stand-in files written beside the post, unless one is there. */
    placeholders?: (post: NewPost) => { name: string; text: string }[];
  };
}

/** A post as the loader gives it: image fields as planned images, the body as HTML, `status` in dev. */
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

/** Any kind, whatever its posts become: what code shared by every kind takes. */
export type AnyPostKind = PostKind<PostFieldsBase, string, object>;
