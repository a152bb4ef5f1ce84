import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, type ErrorComponent } from 'next/dist/client/components/error-boundary';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';

// Next wraps each route segment in this same ErrorBoundary with app/error.tsx as its fallback, and
// the whole app with app/global-error.tsx; here a child really throws while rendering inside them.
let failing = true;
function Page() {
  if (failing) throw new Error('A content file is malformed');
  return <p>The page renders again</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  failing = true;
  // React reports the caught error to the console; the fallback is what the visitor sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

// Next hands the boundary's fallback `error: unknown`; the app's files type it as the Error it is.
describe.each([
  ['app/error.tsx', RouteError as ErrorComponent],
  ['app/global-error.tsx', GlobalError as ErrorComponent],
])('%s', (_, fallback) => {
  it('catches an error thrown while rendering and shows SPEC’s message with a retry', async () => {
    render(
      <ErrorBoundary errorComponent={fallback}>
        <Page />
      </ErrorBoundary>,
    );
    // global-error.tsx renders its own <html> and <body>, which React 19 places on the document itself.
    const screen = within(document.documentElement);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText('The page renders again')).not.toBeInTheDocument();

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page renders again')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
