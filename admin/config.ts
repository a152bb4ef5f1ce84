// The editor's configuration (/admin/config.yml), made from the schema the build checks, so the editor never
// offers a field the build would refuse or misses one it needs. admin/ is outside the stylesheet's `@source`
// folders: nothing written here can add a rule to a reading page.
import type { CmsConfig, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { toIsoDate } from '@/lib/time/dates';
import { maxSourceBytes, sourceImageTypes } from '@/lib/images/image-sets';
import { decorativeTitle } from '@/lib/posts/markdown-images';
import { bodyLook, fieldLooks, type FieldLook } from '@/lib/editor/field-look';
import type { AnyPostKind } from '@/lib/posts/post-kind';
import { postKinds, type PostKinds } from '@/lib/posts/post-kinds';
import { siteFiles, type SiteFiles } from '@/lib/site/files/registry';
import { siteFolder, type SiteFile } from '@/lib/site/files/site-file';
import { proseRule } from '@/lib/text/prose-rules';
import { tokenList, tokenRule } from '@/lib/site/profile-text';
import { holdsWords } from '@/lib/site/files/fields';
import { slugPattern } from '@/lib/posts/slug';
import { schemaOf, type FieldSchema } from '@/lib/editor/field-schema';
import { mediaFolder } from '@/lib/editor/editor-folders';

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A phone asked for these sends a JPEG: Safari converts an iPhone's HEIC photo when HEIC is not accepted. */
export const acceptedImages = sourceImageTypes.map((type) => imageTypes[type]).join(',');

const profileTextHint = `Write ${tokenList()} and the site puts in what your profile says.`;

/** The two kinds the build makes every icon size of. */
const iconImages = 'image/svg+xml,image/png';

/** Nothing the loader refuses (`proseRule`). */
const proseButtons = ['bold', 'italic', 'link', 'bulleted-list'] as const;

/** A date input that starts on that weekday and steps by seven days offers no other day. */
const weekdayAnchor = (weekday: number) => toIsoDate(new Date(Date.UTC(2001, 0, 1 + ((weekday + 6) % 7))));

interface TextRule {
  pattern: string;
  message: string;
}

function textRules(schema: FieldSchema, words: boolean): TextRule[] {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => Boolean(pattern),
  );
  const rules = patterns.map((pattern) => ({
    pattern,
    message: schema.patternMessage ?? 'This is not in the form this field takes.',
  }));
  if (words && holdsWords(schema)) rules.push(tokenRule(schema.slots));
  if (schema.format === 'markdown') rules.push(proseRule);
  return rules;
}

function oneRule(rules: readonly TextRule[]): { pattern?: [string, string] } {
  if (!rules.length) return {};
  if (rules.length === 1) return { pattern: [rules[0].pattern, rules[0].message] };
  // Each pattern searched for anywhere, as the editor searches one on its own.
  const all = rules.map((rule) => `(?=[\\s\\S]*?(?:${rule.pattern}))`).join('');
  return { pattern: [`^${all}[\\s\\S]*$`, [...new Set(rules.map((rule) => rule.message))].join(' ')] };
}

/** `kind` is the editor's choice of type (`typeKey`), not a field of its own. */
const withoutKind = <Value>(entries: Record<string, Value>) =>
  Object.fromEntries(Object.entries(entries).filter(([field]) => field !== 'kind'));

function pieceTypes(item: FieldSchema, kinds: PostKinds, words: boolean) {
  const slug = item.properties?.slug ?? {};
  return Object.entries(kinds).map(([kind, { folder, editor }]) => ({
    name: kind,
    label: editor.singular,
    widget: 'object',
    fields: [
      editorField('slug', { ...slug, relation: folder }, true, { label: editor.singular }, words, kinds),
    ],
  }));
}

function itemTypes(
  name: string,
  items: readonly FieldSchema[],
  look: FieldLook,
  words: boolean,
  kinds: PostKinds,
) {
  return items.map((item) => {
    const kind = item.properties?.kind?.const ?? '';
    const kindLook = look.fields?.[kind];
    if (!kindLook)
      throw new Error(`admin/config.ts: "${name}" has a kind "${kind}" with no label for the editor`);
    const fields = {
      ...item,
      properties: withoutKind(item.properties ?? {}),
      required: item.required?.filter((field) => field !== 'kind'),
    };
    return {
      name: kind,
      label: kindLook.label,
      widget: 'object',
      fields: editorFields(fields, withoutKind(kindLook.fields ?? {}), `${name}.${kind}`, words, kinds),
    };
  });
}

function editorField(
  name: string,
  schema: FieldSchema,
  required: boolean,
  look: FieldLook | undefined,
  words = false,
  kinds: PostKinds = postKinds,
): Field {
  if (!look) throw new Error(`admin/config.ts: the schema's field "${name}" has no label for the editor`);
  const tokens = words && holdsWords(schema) ? profileTextHint : '';
  const hint = [look.hint, tokens].filter(Boolean).join(' ');
  const common = {
    name,
    label: look.label,
    required,
    ...(hint ? { hint } : {}),
  };
  const rules = oneRule(textRules(schema, words));
  // The pinned editor writes a field's default into every existing entry that lacks it: on an
  // optional field that would change her files behind her back (a published post made a draft).
  if (look.default !== undefined && !required)
    throw new Error(
      `admin/config.ts: the optional field "${name}" has a default, which the editor would write into every entry without it; give it \`newEntry\``,
    );
  const defaults = look.default === undefined ? {} : { default: look.default };
  const lengths = {
    ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength ? { maxlength: schema.maxLength } : {}),
  };
  if (schema.image && schema.type === 'string') {
    const accept = schema.image === 'icon' ? iconImages : acceptedImages;
    return { ...common, widget: 'image', accept, choose_url: false };
  }
  if (schema.type === 'object') {
    return {
      ...common,
      widget: 'object',
      fields: editorFields(schema, look.fields ?? {}, name, words, kinds),
    };
  }
  const types =
    schema.type !== 'array'
      ? undefined
      : schema.pieces
        ? pieceTypes(schema.items ?? {}, kinds, words)
        : schema.items?.oneOf && itemTypes(name, schema.items.oneOf, look, words, kinds);
  if (types) {
    return {
      ...common,
      widget: 'list',
      typeKey: 'kind',
      types,
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
      ...(look.singular ? { label_singular: look.singular } : {}),
      ...(look.summary ? { summary: look.summary } : {}),
    } as Field;
  }
  if (schema.type === 'array' && schema.items && !schema.items.enum) {
    const list = {
      ...common,
      widget: 'list',
      ...(look.singular ? { label_singular: look.singular } : {}),
      ...(look.summary ? { summary: look.summary } : {}),
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    };
    if (schema.items.type === 'object')
      return { ...list, fields: editorFields(schema.items, look.fields ?? {}, name, words, kinds) } as Field;
    const item = { label: look.singular ?? look.label, ...(look.input ? { input: look.input } : {}) };
    return {
      ...list,
      field: editorField(look.singular ?? 'item', schema.items, true, item, words, kinds),
    } as Field;
  }
  if (schema.type === 'array' && schema.items?.enum) {
    return {
      ...common,
      widget: 'select',
      multiple: true,
      options: schema.items.enum,
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    };
  }
  if (schema.type === 'string' && schema.format === 'date') {
    const weekly = schema.weekday === undefined ? {} : { min: weekdayAnchor(schema.weekday), step: 7 };
    return {
      ...common,
      ...defaults,
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
      ...weekly,
    } as Field;
  }
  if (schema.type === 'string' && schema.enum) {
    return { ...common, ...defaults, widget: 'select', options: schema.enum } as Field;
  }
  if (schema.type === 'string' && schema.choices) {
    return { ...common, ...defaults, widget: 'select', options: schema.choices } as Field;
  }
  if (schema.type === 'string' && schema.relation) {
    return {
      ...common,
      widget: 'relation',
      collection: schema.relation,
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
    } as Field;
  }
  if (schema.type === 'string' && schema.file === 'pdf') {
    return { ...common, widget: 'file', accept: 'application/pdf', choose_url: false } as Field;
  }
  if (schema.type === 'string' && look.input === 'image') {
    return { ...common, widget: 'image', accept: acceptedImages, choose_url: false };
  }
  if (schema.type === 'string' && schema.format === 'markdown') {
    return {
      ...common,
      ...lengths,
      ...rules,
      widget: 'markdown',
      buttons: [...proseButtons],
      editor_components: [],
      linked_images: false,
    } as Field;
  }
  if (schema.type === 'string' && schema.format === 'uri') {
    return { ...common, ...lengths, ...rules, widget: 'string', type: 'url' } as Field;
  }
  if (schema.type === 'string') {
    return {
      ...common,
      ...defaults,
      ...lengths,
      ...rules,
      widget: look.input === 'text' ? 'text' : 'string',
    } as Field;
  }
  if (schema.type === 'number') {
    const range = {
      ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
      ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
    };
    return { ...common, widget: 'number', value_type: 'float', ...range } as Field;
  }
  if (schema.type === 'integer') {
    const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
    return { ...common, widget: 'number', value_type: 'int', ...(min === undefined ? {} : { min }) };
  }
  if (schema.type === 'boolean') {
    return { ...common, widget: 'boolean' } as Field;
  }
  throw new Error(`admin/config.ts: the schema's field "${name}" has a type the editor has no input for`);
}

export function editorFields(
  schema: FieldSchema,
  looks: Record<string, FieldLook>,
  within = '',
  words = false,
  kinds: PostKinds = postKinds,
): Field[] {
  const properties = schema.properties ?? {};
  const unknown = Object.keys(looks).filter((name) => !(name in properties));
  if (unknown.length)
    throw new Error(
      `admin/config.ts: ${unknown.map((name) => `"${[within, name].filter(Boolean).join('.')}"`).join(', ')} is not a field of the schema`,
    );
  return Object.entries(properties).map(([name, field]) =>
    editorField(name, field, schema.required?.includes(name) ?? false, looks[name], words, kinds),
  );
}

/** The build's rule (`readAlt`): every image has alt text, or none and the title "decorative", never both. */
export const bodyImagePattern = (() => {
  const decorative = `"\\s*${decorativeTitle}\\s*"\\s*\\)`;
  const emptyAltNotDecorative = `!\\[\\s*\\]\\((?![^)]*${decorative})[^)]*\\)`;
  const altAndDecorative = `!\\[[^\\]]*\\S[^\\]]*\\]\\([^)]*${decorative}`;
  return `^(?![\\s\\S]*(?:${emptyAltNotDecorative}|${altAndDecorative}))[\\s\\S]*$`;
})();

/** No first-level heading: the page's title is one. */
const bodyButtons = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'quote',
  'bulleted-list',
  'numbered-list',
] as const;

function bodyField(kind: AnyPostKind): Field {
  const common = {
    name: 'body',
    label: bodyLook.label,
    widget: 'markdown',
    required: true,
    hint: kind.editor.bodyHint,
  };
  const text = kind.editor.body;
  if (text)
    return {
      ...common,
      buttons: [...text.buttons],
      editor_components: [],
      linked_images: false,
      pattern: [text.rule.pattern, text.rule.message],
    } as Field;
  return {
    ...common,
    buttons: [...bodyButtons],
    linked_images: false,
    pattern: [
      bodyImagePattern,
      `Every image needs alt text saying what it shows; an image that only decorates has none and the title "${decorativeTitle}".`,
    ],
  } as Field;
}

function slugRule(kind: AnyPostKind): [string, string] {
  const reserved = kind.reserved.map((slug) => slug.replace(/[.]/g, '\\.')).join('|');
  return [
    `^(?!(?:${reserved})$)${slugPattern.source.slice(1, -1)}$`,
    `Lower-case letters, digits and single hyphens, not ${kind.reserved.join(' or ')}.`,
  ];
}

function collection(kind: AnyPostKind, kinds: PostKinds): EntryCollection {
  const { label, singular, icon, description } = kind.editor;
  return {
    name: kind.folder,
    label,
    label_singular: singular,
    description,
    icon,
    folder: `content/${kind.folder}`,
    // Photos beside the post: the loader reads an image named `./photo.jpg` from the post's folder.
    path: '{{slug}}',
    media_folder: '',
    public_folder: '',
    extension: 'md',
    format: 'yaml-frontmatter',
    slug: { template: '{{title}}', pattern: slugRule(kind) },
    summary: '{{title}}',
    sortable_fields: ['publishedDate', 'title'],
    preview_path: `${kind.route}/{{slug}}/`,
    fields: [
      ...editorFields(schemaOf(kind.fields), fieldLooks(kind.fields), '', false, kinds),
      bodyField(kind),
    ],
  };
}

function siteCollection(files: SiteFiles, kinds: PostKinds): FileCollection {
  return {
    name: 'site',
    label: 'Site pages',
    label_singular: 'Page',
    description:
      'Your profile, and the words and pictures of every page: introductions, cards, logos, portrait.',
    icon: 'web',
    format: 'yaml',
    // Named by file name alone beside the files, as the loader reads them.
    media_folder: `/${siteFolder}`,
    public_folder: '',
    editor: { preview: false },
    files: (Object.values(files) as SiteFile[]).map((file) => ({
      name: file.name,
      label: file.editor.label,
      file: `${siteFolder}/${file.name}.yml`,
      fields: editorFields(
        schemaOf(file.fields),
        fieldLooks(file.fields),
        '',
        file.holdsWords !== false,
        kinds,
      ),
    })),
  };
}

export interface EditorSettings {
  repo: string;
  /** The Sveltia CMS Authenticator's address, for “Sign in with GitHub”; without it, a token. */
  authUrl?: string;
  siteUrl: string;
  siteName: string;
}

export function editorConfig(
  { repo, authUrl, siteUrl, siteName }: EditorSettings,
  kinds: PostKinds = postKinds,
  files: SiteFiles = siteFiles,
): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo,
      ...(authUrl ? { base_url: authUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
    },
    publish_mode: 'simple',
    app_title: `${siteName}: editor`,
    site_url: siteUrl,
    logo: { src: '/icon.svg' },
    // For uploads outside a post, under public/, where the build also reads images from.
    media_folder: mediaFolder,
    public_folder: `/${mediaFolder.replace(/^public\//, '')}`,
    media_libraries: {
      default: { config: { max_file_size: maxSourceBytes, slugify_filename: true } },
      // Pictures the build could not vouch for, fetched from other sites.
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true },
    // The build reads an empty optional field as one not there (a letter's number the build gives).
    output: { omit_empty_optional_fields: true },
    collections: [
      ...Object.values(kinds).map((kind) => collection(kind, kinds)),
      siteCollection(files, kinds),
    ],
  };
}

/** Until one is known: sign-in then says the repository was not found. */
export const placeholderRepo = 'owner/repository';

// A build that publishes stops without one: an editor pointing at no repository would take her sign-in
// and save nowhere.
export function editorRepo(
  env: { EDITOR_GITHUB_REPO?: string; GITHUB_REPOSITORY?: string; SITE_STRICT?: string },
  remoteUrl = '',
): string {
  const fromRemote = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(remoteUrl.trim())?.[1];
  const repo = env.EDITOR_GITHUB_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || fromRemote;
  if (!repo && env.SITE_STRICT === '1')
    throw new Error(
      'SITE_STRICT=1: cannot tell which GitHub repository the editor saves to (no GITHUB_REPOSITORY, EDITOR_GITHUB_REPO or GitHub remote): set EDITOR_GITHUB_REPO=owner/name',
    );
  return repo || placeholderRepo;
}
