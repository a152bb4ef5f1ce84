import { act, render, screen } from '@testing-library/react';
import { runCalendlyWidgets } from '@/browser/calendly-loader';
import { CalendlyWidget } from '@/components/forms/calendly-widget';
import { calendlyScriptSrc } from '@/lib/web/calendly';
import { hydrateAfter } from '../setup/hydrate';

const bookingUrl = 'https://calendly.com/example/15min';

function scripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${calendlyScriptSrc}"]`));
}

function widgetContainer(view: ReturnType<typeof render>) {
  return view.container.querySelector<HTMLDivElement>('.calendly-inline-widget')!;
}

/** Stands in for widget.js: defines window.Calendly and injects an iframe, as the real script does. */
function loadFakeCalendly(script: HTMLScriptElement) {
  const initInlineWidget = jest.fn(({ parentElement }: { url: string; parentElement: HTMLElement }) => {
    const iframe = document.createElement('iframe');
    iframe.title = 'Select a Date & Time - Calendly';
    parentElement.appendChild(iframe);
  });
  window.Calendly = { initInlineWidget };
  script.dispatchEvent(new Event('load'));
  return initInlineWidget;
}

/** Lets the widget's observer hear what changed on the page. */
const observed = () => act(() => Promise.resolve());

/** The source a booking carries, as Calendly's embed names its `utm` keys. */
const source = { utmSource: 'talk', utmCampaign: 'spring-panel', utmContent: '/about/' };

describe('the booking widget on About', () => {
  let stop = () => {};

  /** About as the export serves it, with the after-paint script run on it. */
  function openAbout() {
    const view = render(<CalendlyWidget url={bookingUrl} />);
    stop = runCalendlyWidgets(document);
    return view;
  }

  beforeEach(() => {
    delete window.Calendly;
    // About, reached from a talk's link: the booking carries the page and the campaign.
    window.history.replaceState(null, '', '/about/?utm_source=talk&utm_campaign=spring-panel');
  });

  afterEach(() => {
    stop();
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  // Its size (700 px high, at least 320 px wide) is a class: about.spec measures it in each engine.
  it('renders the inline container with the booking URL and no style attribute, its fallback hidden', () => {
    const view = render(<CalendlyWidget url={bookingUrl} />);
    const container = widgetContainer(view);
    expect(container).toHaveAttribute('data-url', bookingUrl);
    expect(container).not.toHaveAttribute('style');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('adds the script once when the page opens, and initialises the widget once it has loaded', async () => {
    const view = openAbout();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].async).toBe(true);
    const init = loadFakeCalendly(scripts()[0]);
    await observed();
    const container = widgetContainer(view);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ url: bookingUrl, parentElement: container, utm: source });
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
  });

  it('removes the script and the widget when the page shown in place moves on, and starts again on a return', async () => {
    const first = openAbout();
    const init = loadFakeCalendly(scripts()[0]);
    const container = widgetContainer(first);
    first.unmount();
    await observed();
    expect(scripts()).toHaveLength(0);
    expect(container.childElementCount).toBe(0);
    expect(window.Calendly).toBeDefined();

    // widget.js stays in memory: the widget starts at once, and the script loading again adds no second.
    const second = render(<CalendlyWidget url={bookingUrl} />);
    await observed();
    const again = widgetContainer(second);
    expect(init).toHaveBeenCalledTimes(2);
    expect(init).toHaveBeenLastCalledWith({ url: bookingUrl, parentElement: again, utm: source });
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    expect(init).toHaveBeenCalledTimes(2);
    expect(again.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('shows a plain link to the booking page in the container when the script fails to load', () => {
    const view = openAbout();
    expect(screen.queryByRole('link')).toBeNull();
    scripts()[0].dispatchEvent(new Event('error'));
    const link = screen.getByRole('link', { name: /Book a 15-minute call on Calendly/ });
    expect(widgetContainer(view)).toContainElement(link);
    expect(link).toHaveAttribute('href', bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the link too when the script loads but defines no widget (blocked or emptied)', () => {
    const view = openAbout();
    scripts()[0].dispatchEvent(new Event('load'));
    const link = screen.getByRole('link', { name: /Book a 15-minute call on Calendly/ });
    expect(widgetContainer(view)).toContainElement(link);
    expect(link).toHaveAttribute('href', bookingUrl);
  });

  it('adds nothing to a page without the widget', async () => {
    stop = runCalendlyWidgets(document);
    render(<p>Essays</p>);
    await observed();
    expect(scripts()).toHaveLength(0);
  });

  it('keeps the widget when the framework arrives later and hydrates the page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = await hydrateAfter(<CalendlyWidget url={bookingUrl} />, () => {
      stop = runCalendlyWidgets(document);
      loadFakeCalendly(scripts()[0]);
    });
    expect(container.querySelectorAll('.calendly-inline-widget iframe')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    unmount();
    await observed();
    expect(scripts()).toHaveLength(0);
    errors.mockRestore();
  });
});
