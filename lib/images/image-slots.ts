// How wide each place a page shows a raster image is at any viewport, in CSS pixels. A slot restates the
// layout's classes, so when a component's width changes its slot changes with it:
// __tests__/e2e/images.spec.ts fails when the browser's choice and the slot disagree.

import type { ImageFile } from '@/lib/images/local-image';

/** From viewport `from` up to the next rule, the slot is `scale × viewport − inset` wide, up to `max`. */
export interface SlotRule {
  from: number;
  scale: number;
  inset: number;
  max?: number;
}

export interface ImageSlot {
  /** By viewport width, the first from 0; the last has a `max`. */
  rules: readonly SlotRule[];
}

// Tailwind's sm and md breakpoints, and the page's sides: px-4 below sm, px-6 from it.
const sm = 640;
const md = 768;
const pageSides = (max: number, border = 0): SlotRule[] => [
  { from: 0, scale: 1, inset: 32 + border },
  { from: sm, scale: 1, inset: 48 + border, max },
];

export const imageSlots = {
  /** A card in an essay list: one column, then two from md (gap-6); the card's border takes 1 px a side. */
  essayCard: {
    rules: [
      { from: 0, scale: 1, inset: 34 },
      { from: sm, scale: 1, inset: 50 },
      { from: md, scale: 0.5, inset: 38, max: 538 },
    ],
  },
  /** Home's Latest Essay card, in a max-w-2xl column. */
  latestEssayCard: { rules: pageSides(670, 2) },
  /** max-w-4xl. */
  essayHero: { rules: pageSides(896) },
  /** max-w-prose. */
  essayBody: { rules: pageSides(672) },
  /** An image in a letter issue's body: inside the card (border, px-5, sm:px-10), max-w-prose. */
  letterBody: {
    rules: [
      { from: 0, scale: 1, inset: 74 },
      { from: sm, scale: 1, inset: 130, max: 672 },
    ],
  },
  /** The portrait on About: 128 px across, 192 px from md. */
  portrait: {
    rules: [
      { from: 0, scale: 0, inset: -128 },
      { from: md, scale: 0, inset: -192, max: 192 },
    ],
  },
  /** Home's LogoGrid: two columns (gap-4), three from md; p-4 and border take 34 px; max-w-48. */
  logo: {
    rules: [
      { from: 0, scale: 0.5, inset: 58, max: 192 },
      { from: sm, scale: 0.5, inset: 66, max: 192 },
    ],
  },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;

export const featureImageSlots: readonly ImageSlotName[] = ['essayCard', 'latestEssayCard', 'essayHero'];

/** The narrowest phone files are made for; below it, and on 1× phones, the smallest file serves. */
export const phoneViewport = 360;
/** Screens up to this density get a file as sharp as they can show. */
export const maxDensity = 2;
/** Each width at most this much wider than the one below: a visitor fetches at most ~30% too wide. */
export const maxStep = 1.3;
/** The single JPEG or PNG, for feeds, email and browsers without AVIF or WebP, is at most this wide. */
export const fallbackMaxWidth = 1200;

const ruleAt = (slot: ImageSlot, viewport: number) => slot.rules.findLast((rule) => rule.from <= viewport)!;

/** `cap` is the width of an image narrower than its slot. */
export function slotWidth(slot: ImageSlot, viewport: number, cap = Infinity): number {
  const { scale, inset, max = Infinity } = ruleAt(slot, viewport);
  return Math.min(cap, max, scale * viewport - inset);
}

export function widestSlotWidth(slot: ImageSlot, cap = Infinity): number {
  const tops = slot.rules.map(({ scale, inset, max }, index) => {
    const next = slot.rules[index + 1];
    return Math.min(cap, max ?? (next ? scale * next.from - inset : Infinity));
  });
  return Math.max(...tops);
}

/** Widest viewports first: `(min-width: 944px) 896px, (min-width: 640px) calc(100vw - 48px), ...`. */
export function sizesFor(slot: ImageSlot, cap = Infinity): string {
  const parts: { from: number; length: string }[] = [];
  const add = (from: number, length: string) => {
    // A condition whose length is the one after it adds nothing: keep the lower bound only.
    if (parts.at(-1)?.length === length) parts.at(-1)!.from = from;
    else parts.push({ from, length });
  };
  const rules = [...slot.rules].reverse();
  rules.forEach((rule, index) => {
    const until = index === 0 ? Infinity : rules[index - 1].from;
    const max = Math.min(cap, rule.max ?? Infinity);
    // A fixed width (scale 0) is capped from its start or never.
    const fixed = rule.scale === 0 ? (-rule.inset >= max ? rule.from : Infinity) : undefined;
    const capped =
      fixed ??
      (Number.isFinite(max) ? Math.max(rule.from, Math.ceil((max + rule.inset) / rule.scale)) : Infinity);
    if (capped < until) add(capped, `${max}px`);
    if (capped > rule.from)
      add(rule.from, rule.scale === 0 ? `${-rule.inset}px` : `calc(${rule.scale * 100}vw - ${rule.inset}px)`);
  });
  return parts.map(({ from, length }) => (from > 0 ? `(min-width: ${from}px) ${length}` : length)).join(', ');
}

/** From the narrowest slot on a phone to the widest, both at `maxDensity`, never wider than the original. */
export function candidateWidths(slots: readonly ImageSlot[], original: number, cap = Infinity): number[] {
  const narrowest = Math.min(...slots.map((slot) => slotWidth(slot, phoneViewport, cap)));
  const widest = Math.max(...slots.map((slot) => widestSlotWidth(slot, cap)));
  const top = Math.min(original, Math.round(widest * maxDensity));
  const bottom = Math.round(narrowest * maxDensity);
  if (top <= bottom * 1.15) return [top];
  const steps = Math.ceil(Math.log(top / bottom) / Math.log(maxStep));
  const ratio = (top / bottom) ** (1 / steps);
  return Array.from({ length: steps + 1 }, (_, index) => Math.round(bottom * ratio ** index));
}

export function srcsetOf(files: readonly ImageFile[], type: ImageFile['type']): string {
  return files
    .filter((file) => file.type === type)
    .map((file) => `${file.src} ${file.width}w`)
    .join(', ');
}

export function fallbackWidth(widths: readonly number[]): number {
  return Math.min(Math.max(...widths), fallbackMaxWidth);
}
