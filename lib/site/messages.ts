// Every message a visitor or a maintainer can see. The specification fixes those marked "Specified" word for
// word: change them only together with it. Separate exports let each page's bundle keep only its own.
export const signup = {
  /** Specified: the Join button while the signup is sent. */
  pending: 'Joining...',
  /** Specified: Home's signup, once Kit accepts the address. */
  homeSuccess: 'Check your inbox for the Tomorrow Lens.',
  /** Specified: the Tomorrow Letter page's signups, once Kit accepts the address. */
  letterSuccess: 'Welcome to the Tomorrow Letter! Check your inbox for the confirmation email.',
  /** Specified: the console label of a failed signup; the visitor sees no message. */
  consoleError: 'Subscription error',
} as const;

/** Specified: the About page's contact form, once sent. */
export const contactThankYou = "Thanks for reaching out! I'll get back to you within 48 hours.";

/** Specified: the Research page's request form, once sent. */
export const researchThankYou = "Thanks for your request! I'll be in touch within 48 hours.";

export const messageForm = {
  pending: 'Sending...',
  deliveryError:
    'Your message could not be sent. Nothing you typed has been lost: please try again in a moment.',
  /** Without scripts and no forms service, the form cannot send. */
  withoutScripts: 'This form sends with JavaScript, which is off in your browser.',
  bookInstead: 'Book a 15-minute call instead.',
} as const;

/** Specified: the backup demo's simulation results. */
export const scheduling = {
  notSunday: 'Not Sunday - scheduling only runs on Sunday at 23:59 PT',
  noDraft: 'No draft backup notes available for scheduling',
  mondayTaken: (monday: string) => `Monday ${monday} already has a scheduled note`,
  wouldSchedule: (title: string, monday: string) => `Would schedule: "${title}" for Monday ${monday}`,
  pending: 'Simulating...',
} as const;

/** Specified: the fallback shown when rendering fails. */
export const renderingError = 'Unexpected Application Error!';
