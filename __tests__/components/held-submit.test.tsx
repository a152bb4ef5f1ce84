import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeForm } from '@/components/forms/subscribe-form';
import { holdSubmits } from '@/browser/held-submit';
import { hydrateAfter } from '../setup/hydrate';

// The head script listens on the document for the whole file, as it does for a page's life.
beforeAll(() => holdSubmits(document));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

/**
 * A form as the server sent it, before its island has hydrated: no handler of its own yet, but an
 * `action` for browsers without scripts, and the mark of a form its island sends.
 */
function serverForm(
  attributes = 'action="https://app.kit.com/forms/1/subscriptions" method="post" data-island-form',
) {
  document.body.innerHTML = `<form ${attributes}><input name="email" value="a@b.ca"><button><span data-when="idle">Join</span><span data-when="pending" hidden>Joining...</span></button></form>`;
  return document.querySelector('form')!;
}
const submit = (form: HTMLFormElement) => {
  const event = new SubmitEvent('submit', { cancelable: true, submitter: form.querySelector('button') });
  form.dispatchEvent(event);
  return event;
};

describe('a submit before the form is ready', () => {
  it('is held, so the page does not reload and keeps what was typed', () => {
    expect(submit(serverForm()).defaultPrevented).toBe(true);
  });

  it('is made again, once, when the form says it is ready', () => {
    const form = serverForm();
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    submit(form);
    form.dataset.ready = '';
    form.dispatchEvent(new Event('formready'));
    expect(requestSubmit).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(form.querySelector('button'));
    form.dispatchEvent(new Event('formready'));
    jest.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows at once that it was taken (disabled, with its pending label), until it is made again', () => {
    const form = serverForm();
    jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    submit(form);
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    form.dataset.ready = '';
    form.dispatchEvent(new Event('formready'));
    jest.runAllTimers();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('holds one submit per form: a second press sends nothing more, another form is held too', () => {
    document.body.innerHTML =
      '<form id="a" data-island-form><button>Join</button></form><form id="b" data-island-form><button>Join</button></form>';
    const [first, second] = [...document.querySelectorAll('form')];
    const made = [first, second].map((form) =>
      jest.spyOn(form, 'requestSubmit').mockImplementation(() => {}),
    );
    submit(first);
    submit(first);
    submit(second);
    for (const form of [first, second]) {
      form.dataset.ready = '';
      form.dispatchEvent(new Event('formready'));
    }
    jest.runAllTimers();
    expect(made.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
  });

  it('is not made for another form that becomes ready', () => {
    const form = serverForm();
    const other = document.createElement('form');
    document.body.append(other);
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    submit(form);
    other.dispatchEvent(new Event('formready'));
    jest.runAllTimers();
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});

describe('submits the script leaves alone', () => {
  it('a form no island sends, like search, which works without script', () => {
    expect(submit(serverForm('action="/search/" method="get"')).defaultPrevented).toBe(false);
  });

  it('a dialog’s Close form, which the browser handles', () => {
    expect(submit(serverForm('method="dialog"')).defaultPrevented).toBe(false);
  });

  it('a form that is ready, whose own handler decides, or which goes to its action as without scripts', () => {
    expect(
      submit(serverForm('action="https://app.kit.com/forms/1/subscriptions" data-island-form data-ready'))
        .defaultPrevented,
    ).toBe(false);
  });
});

describe('the signup form', () => {
  it('marks itself ready when it mounts, and its own handler then sends the address', async () => {
    jest.useRealTimers();
    render(<SubscribeForm successMessage="Welcome" formId="1" apiKey="k" />);
    const form = screen.getByRole('button', { name: 'Join' }).closest('form')!;
    expect(form).toHaveAttribute('data-ready');
    const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    await userEvent.type(screen.getByRole('textbox'), 'reader@example.ca');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Join' })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a signup pressed before its island hydrates', () => {
  it('keeps the address, shows Joining... at once, and sends it once the form is ready', async () => {
    jest.useRealTimers();
    const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { container, unmount } = await hydrateAfter(
      <SubscribeForm successMessage="Welcome" formId="1" apiKey="k" />,
      (page) => {
        page.querySelector('input')!.value = 'early@example.ca';
        submit(page.querySelector('form')!);
        expect(within(page).getByRole('button', { name: 'Joining...' })).toBeDisabled();
      },
    );
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'early@example.ca' });
    expect(within(container).getByRole('textbox')).toHaveValue('early@example.ca');
    expect(within(container).getByRole('button', { name: 'Joining...' })).toBeDisabled();
    unmount();
  });
});
