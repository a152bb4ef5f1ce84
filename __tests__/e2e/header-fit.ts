import type { Page } from './fixtures';

/**
 * The header at the window's width, as a visitor sees it: the site's name and every link, button and
 * control it shows stay on one line each, none overlaps another, none sticks out of the bar or the
 * window, and no text leaves its own box (text kept on one line and left to overflow would). Only
 * what is shown counts: the closed menu's links are not, nor a word only a screen reader reads.
 */
export function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['the page has no header'];
    const bar = header.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
    const controls = [...header.querySelectorAll('a[href], button, fieldset')].filter(
      (element) =>
        shown(element) &&
        !element.closest('[popover], dialog') &&
        !element.parentElement?.closest('a[href], button, fieldset'),
    );
    const name = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    /** How many lines a set of boxes lies on (boxes whose tops are within 4 px share one). */
    const lines = (boxes: DOMRectList) =>
      new Set([...boxes].filter((box) => box.width > 0).map((box) => Math.round(box.top / 4))).size;

    for (const control of controls) {
      const box = control.getBoundingClientRect();
      let broken = control.localName === 'a' && lines(control.getClientRects()) > 1;
      let outside = false;
      const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const holder = text.parentElement!.getBoundingClientRect();
        // A word only a screen reader reads (a 1 px box) is not shown.
        if (!text.textContent?.trim() || (holder.width <= 1 && holder.height <= 1)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if (lines(range.getClientRects()) > 1) broken = true;
        const words = range.getBoundingClientRect();
        if (words.left < box.left - 0.5 || words.right > box.right + 0.5) outside = true;
      }
      if (broken) problems.push(`"${name(control)}" breaks over two lines`);
      if (outside) problems.push(`"${name(control)}" has text outside its box`);
      if (box.left < -0.5 || box.right > viewport + 0.5)
        problems.push(`"${name(control)}" is cut off by the window`);
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5)
        problems.push(`"${name(control)}" sticks out of the bar`);
    }
    for (const [at, one] of controls.entries())
      for (const other of controls.slice(at + 1)) {
        const [a, b] = [one.getBoundingClientRect(), other.getBoundingClientRect()];
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        if (!apart) problems.push(`"${name(one)}" overlaps "${name(other)}"`);
      }
    return problems;
  });
}

/**
 * Every width, in CSS pixels, at which the page's stylesheets change its layout: each media query's edge,
 * and each container query's as the window width that gives its container that width. Between two edges
 * the header only gains room as the window widens, so a range is tightest at its lower edge.
 */
export function layoutEdges(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const edges = new Set<number>();
    const viewport = document.documentElement.clientWidth;
    // How much narrower than the window each query container is (its padding and margins).
    const insets = [...document.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).containerType !== 'normal')
      .map((element) => {
        const style = getComputedStyle(element);
        return (
          viewport - (element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight))
        );
      });
    const add = (condition: string, shifts: number[]) => {
      for (const [, bound, size, unit] of condition.matchAll(
        /(min-width:|max-width:|width\s*(?:>=|<=|<|>))\s*([\d.]+)(px|rem|em)/g,
      )) {
        const px = Number(size) * (unit === 'px' ? 1 : 16);
        // Where the layout of `bound` starts: at the edge, or just above an edge it includes below.
        const edge = /max-width|<=|>$/.test(bound!) ? px + 0.01 : px;
        for (const shift of shifts) edges.add(Math.ceil(edge + shift));
      }
    };
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) add(rule.conditionText, [0]);
        if (rule instanceof CSSContainerRule) add(rule.conditionText, insets);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
      try {
        visit(sheet.cssRules);
      } catch {
        // Another origin's sheet does not show its rules; the site's own never come from one.
      }
    }
    return [...edges].sort((a, b) => a - b);
  });
}
