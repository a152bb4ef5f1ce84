import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { CalendlyWidget } from '@/components/calendly-widget';
import { calendlyScriptSrc } from '@/lib/calendly';

const bookingUrl = 'https://calendly.com/example/15min';

function scripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${calendlyScriptSrc}"]`));
}

/** Counts every insertion of the script, including ones removed again straight away. */
function watchScriptInsertions() {
  const observer = new MutationObserver(() => {});
  observer.observe(document, { childList: true, subtree: true });
  return () => {
    const added = observer.takeRecords().flatMap((record) => Array.from(record.addedNodes));
    observer.disconnect();
    return added.filter((node) => node instanceof HTMLScriptElement && node.src === calendlyScriptSrc).length;
  };
}

function widgetContainer(view: ReturnType<typeof render>) {
  return view.container.querySelector<HTMLDivElement>('.calendly-inline-widget')!;
}

function renderWidget() {
  return render(
    <StrictMode>
      <CalendlyWidget url={bookingUrl} />
    </StrictMode>,
  );
}

/** Stands in for widget.js: defines window.Calendly and injects an iframe, as the real script does. */
function loadFakeCalendly(script: HTMLScriptElement) {
  const initInlineWidget = jest.fn(({ parentElement }: { url: string; parentElement: HTMLElement }) => {
    const iframe = document.createElement('iframe');
    iframe.title = 'Select a Date & Time - Calendly';
    parentElement.appendChild(iframe);
  });
  window.Calendly = { initInlineWidget };
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return initInlineWidget;
}

/** The source a booking carries, as Calendly's embed names its `utm` keys. */
const source = { utmSource: 'talk', utmCampaign: 'spring-panel', utmContent: '/about/' };

describe('CalendlyWidget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.Calendly;
    // About, reached from a talk's link: the booking carries the page and the campaign.
    window.history.replaceState(null, '', '/about/?utm_source=talk&utm_campaign=spring-panel');
  });

  afterEach(() => {
    jest.useRealTimers();
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('renders the inline container with the booking URL and its fixed size', () => {
    const view = renderWidget();
    const container = widgetContainer(view);
    expect(container).toHaveAttribute('data-url', bookingUrl);
    expect(container.style.minWidth).toBe('320px');
    expect(container.style.height).toBe('700px');
  });

  it('adds the script exactly once under StrictMode, after the deferred tick', () => {
    const insertions = watchScriptInsertions();
    renderWidget();
    expect(scripts()).toHaveLength(0);
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(insertions()).toBe(1);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].async).toBe(true);
  });

  it('adds no script when the page is left before the tick', () => {
    const view = renderWidget();
    view.unmount();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(scripts()).toHaveLength(0);
  });

  it('initialises the widget once the script has loaded', () => {
    const view = renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    const init = loadFakeCalendly(scripts()[0]);
    const container = widgetContainer(view);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ url: bookingUrl, parentElement: container, utm: source });
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('removes the script and the widget iframe when the page closes', () => {
    const view = renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    loadFakeCalendly(scripts()[0]);
    const container = widgetContainer(view);
    expect(container.querySelector('iframe')).not.toBeNull();
    view.unmount();
    expect(scripts()).toHaveLength(0);
    expect(container.childElementCount).toBe(0);
  });

  it('re-initialises on a second visit when window.Calendly is still there', () => {
    const first = renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    const init = loadFakeCalendly(scripts()[0]);
    first.unmount();
    expect(window.Calendly).toBeDefined();

    const second = renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    const container = widgetContainer(second);
    expect(init).toHaveBeenCalledTimes(2);
    expect(init).toHaveBeenLastCalledWith({ url: bookingUrl, parentElement: container, utm: source });
    expect(scripts()).toHaveLength(1);
    // The script loading again must not add a second widget.
    act(() => {
      scripts()[0].dispatchEvent(new Event('load'));
    });
    expect(init).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('shows a plain link to the booking page when the script fails to load', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(screen.queryByRole('link')).toBeNull();
    act(() => {
      scripts()[0].dispatchEvent(new Event('error'));
    });
    const link = screen.getByRole('link', { name: /Book a 15-minute call on Calendly/ });
    expect(link).toHaveAttribute('href', bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the link too when the script loads but defines no widget (blocked or emptied)', () => {
    renderWidget();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    act(() => {
      scripts()[0].dispatchEvent(new Event('load'));
    });
    expect(screen.getByRole('link', { name: /Book a 15-minute call on Calendly/ })).toHaveAttribute(
      'href',
      bookingUrl,
    );
  });
});
