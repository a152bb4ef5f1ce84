// Reads and checks the site's own files (`siteFiles`: her profile, each page's words and pictures) into the
// data the pages read (`SiteData`); photos are planned like a post's, at the widths of their place.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { fieldLooks } from '@/lib/editor/field-look';
import type { FieldSchema } from '@/lib/editor/field-schema';
import type { ImageJob } from '@/lib/images/image-sets';
import { imageSlots } from '@/lib/images/image-slots';
import { tokenList, unknownTokens, withProfile, type ProfileValues } from '@/lib/site/profile-text';
import { proseBlocks } from '@/lib/text/prose';
import { siteToday } from '@/lib/site/site-calendar';
import { withSettings, type PublicEnv } from '@/lib/site/site-config';
import { settingsFields, settingsProblems, type SettingsFields } from '@/lib/site/files/settings';
import { profileFields } from '@/lib/site/files/profile';
import { siteFiles, type SiteFiles } from '@/lib/site/files/registry';
import { holdsWords } from '@/lib/site/files/fields';
import { siteFolder, type Loaded, type SiteFile } from '@/lib/site/files/site-file';
import {
  fieldProblems,
  imageLabel,
  fieldProblemLine,
  type ProblemPlace,
} from '@/content-loader/field-problems';
import { placeholderAddresses } from '@/lib/site/placeholder-addresses';
import { findImage, locateImage, type ImageSources } from '@/content-loader/image-sources';

interface PictureSchema extends FieldSchema {
  image?: 'logo' | 'icon';
  alt?: string;
}

export interface SiteLoadResult {
  /** A file with problems is left out. */
  data: Record<string, unknown>;
  problems: string[];
  warnings: string[];
  images: ImageJob[];
}

/** Where the editor puts what she uploads. */
const besideSiteFile = {
  where: `in ${siteFolder}/`,
  example: 'upload it in the editor, or put the file there and write its name, e.g. logo.png',
};

function iconProblem(type = '', width = 0, height = 0): string | undefined {
  if (type !== 'svg' && type !== 'png') return 'must be an SVG or a PNG';
  if (width !== height) return `is ${width}×${height} px: an icon must be square`;
  if (type === 'png' && width < 512) return `is ${width} px across: an icon needs at least 512 px`;
  return undefined;
}

function resolvePictures(
  data: unknown,
  schema: PictureSchema,
  context: {
    place: ProblemPlace;
    dir: string;
    sources: ImageSources;
    found: SiteLoadResult;
    profile: ProfileValues;
    /** Her words are read for tokens; the settings' addresses and ids are not. */
    words: boolean;
    path: readonly PropertyKey[];
  },
): unknown {
  const say = (path: readonly PropertyKey[], message: string) =>
    context.found.problems.push(fieldProblemLine(context.place, { path, message }));
  if (Array.isArray(data) && schema.items)
    return data.map((item, index) =>
      resolvePictures(item, schema.items as PictureSchema, { ...context, path: [...context.path, index] }),
    );
  if (typeof data === 'string' && context.words && holdsWords(schema)) {
    const slots = schema.slots ?? [];
    for (const token of unknownTokens(data, slots))
      say(context.path, `has ${token}, which stands for nothing: write ${tokenList(slots)}`);
    const text = withProfile(data, context.profile);
    return schema.format === 'markdown' ? proseBlocks(text) : text;
  }
  if (!data || typeof data !== 'object' || !schema.properties) return data;
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = schema.properties[key] as PictureSchema | undefined;
    const path = [...context.path, key];
    if (!field?.image && !field?.picture) {
      resolved[key] = field ? resolvePictures(value, field, { ...context, path }) : value;
      continue;
    }
    const picture = typeof value === 'string' ? { src: value } : (value as { src: string; alt?: string });
    const alt = field.alt ? String((data as Record<string, unknown>)[field.alt]) : (picture.alt ?? '');
    const srcPath = typeof value === 'string' ? path : [...path, 'src'];
    const { warnings, images } = context.found;
    if (field.image === 'icon') {
      const located = locateImage(context.sources, context.dir, picture.src);
      const problem =
        'problem' in located
          ? located.problem
          : iconProblem(located.found.facts?.type, located.found.facts?.width, located.found.facts?.height);
      if (problem) say(srcPath, `"${picture.src}" ${problem}`);
      else if (!('problem' in located)) resolved[key] = located.relativePath;
      continue;
    }
    const plan = findImage(context.sources, context.dir, {
      src: picture.src,
      label: imageLabel(context.place, srcPath, picture.src),
      slots: field.picture ? field.picture.slots.map((slot) => imageSlots[slot]) : [imageSlots[field.image!]],
      share: field.picture?.share,
      fills: true,
    });
    if ('problem' in plan) {
      say(srcPath, `"${picture.src}" ${plan.problem}`);
      continue;
    }
    if (plan.job) images.push(plan.job);
    if (plan.warning) warnings.push(plan.warning);
    resolved[key] = { ...plan.image, alt };
  }
  return resolved;
}

/** `strict` refuses a placeholder address anywhere but the settings, which `placeholdersInUse` judges. */
export function loadSiteFiles(
  sources: ImageSources,
  files: SiteFiles = siteFiles,
  { strict = false } = {},
): SiteLoadResult {
  const found: SiteLoadResult = { data: {}, problems: [], warnings: [], images: [] };
  for (const record of Object.values(files) as SiteFile[]) {
    const file = `${siteFolder}/${record.name}.yml`;
    const path = join(sources.root, file);
    const place: ProblemPlace = {
      entry: record.editor.label,
      file,
      looks: fieldLooks(record.fields),
      positions: 'always',
    };
    const say = (message: string) => found.problems.push(fieldProblemLine(place, { path: [], message }));
    if (!existsSync(path)) {
      say('is missing: the site needs it, and the editor can only open a file that is there');
      continue;
    }
    let yaml: unknown;
    try {
      yaml = parseYaml(readFileSync(path, 'utf8')) ?? {};
    } catch (error) {
      say(`is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const parsed = record.fields.safeParse(yaml);
    if (!parsed.success) {
      found.problems.push(...fieldProblems(parsed.error.issues, { ...place, data: yaml }));
      continue;
    }
    const before = found.problems.length;
    if (strict && record !== files.settings)
      for (const problem of placeholderAddresses(parsed.data))
        found.problems.push(fieldProblemLine({ ...place, data: parsed.data }, problem));
    const schema = z.toJSONSchema(record.fields) as PictureSchema;
    // Her words name her from the profile as written: its name, firm, city and country are facts
    // written as they are, which its own tagline and bio may name too.
    const profile = profileValues(record === files.profile ? parsed.data : profileAsWritten(sources.root));
    const context = {
      place: { ...place, data: parsed.data },
      dir: join(sources.root, siteFolder),
      sources: { ...sources, beside: besideSiteFile },
      found,
      profile,
      words: record.holdsWords !== false,
      path: [],
    };
    const data = resolvePictures(parsed.data, schema, context) as Loaded<unknown>;
    if (found.problems.length === before) found.data[record.name] = record.finish?.(data) ?? data;
  }
  return found;
}

function profileValues(data: unknown): ProfileValues {
  const profile = (data ?? {}) as Record<string, unknown>;
  const value = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : '');
  return { name: value('name'), firm: value('firm'), city: value('city'), country: value('country') };
}

/** Unchecked, for the steps that need a field of it before the content step has checked it. */
export function profileAsWritten(root: string): Record<string, unknown> {
  return asWritten(root, siteFiles.profile.name);
}

// While the profile names the template's sample writer, a publishing build lets the site go up with its
// placeholder addresses shown unlinked, and refuses them once the profile names its author.
export const templateSampleName = 'Maya Reyes';

export function isTemplateSample(root: string): boolean {
  const { name } = profileAsWritten(root);
  return typeof name === 'string' && name.trim() === templateSampleName;
}

function asWritten(root: string, name: string): Record<string, unknown> {
  try {
    const data = parseYaml(readFileSync(join(root, siteFolder, `${name}.yml`), 'utf8'));
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** As every step reads them: the build, the scripts and the publish run alike. */
export interface SiteSettings {
  settings: Partial<SettingsFields>;
  /** The file's settings, and over each the `NEXT_PUBLIC_*` variable set for it. */
  env: PublicEnv;
  problems: string[];
}

export function readSettings(root: string, env: PublicEnv = process.env as PublicEnv): SiteSettings {
  const written = asWritten(root, siteFiles.settings.name);
  const settings: Partial<SettingsFields> = {};
  for (const [key, field] of Object.entries(settingsFields.shape)) {
    const read = field.safeParse(written[key]);
    if (read.success && read.data !== undefined) Object.assign(settings, { [key]: read.data });
  }
  return { settings, env: withSettings(env, settings), problems: settingsProblems(written, env) };
}

export function profileTimeZone(root: string): string | undefined {
  const zone = profileFields.shape.timeZone.safeParse(profileAsWritten(root).timeZone);
  return zone.success ? zone.data : undefined;
}

/** In UTC while the profile names no time zone that works. */
export function authorToday(root: string, now = new Date()) {
  return siteToday(profileTimeZone(root) ?? 'UTC', now);
}

export function profileLinks(root: string): string[] {
  const links = profileAsWritten(root).profiles;
  return Array.isArray(links) ? links.map((link) => String(link?.url ?? '')).filter(Boolean) : [];
}
