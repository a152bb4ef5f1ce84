// What the privacy page states the site sends, for each configuration: privacySections picks the version
// true of the build, and a test holds each service the page names to its configuration.

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const letterSignup: PrivacySection = {
  id: 'letter',
  title: 'The Tomorrow Letter',
  paragraphs: [
    'When you join the letter, your email address goes to Kit (formerly ConvertKit), the service that sends it for me. Kit first emails you to confirm that the address is yours and that you want the letter; nothing else arrives until you do. Kit keeps the address on my list, and its own privacy policy covers how.',
    'I use the address to send the letter, every Monday, and for nothing else. I do not sell it, share it or add it to anything you did not ask for.',
  ],
};

export const messagesThroughFormspree: PrivacySection = {
  id: 'messages',
  title: 'Messages, pitches and research requests',
  paragraphs: [
    'What you write in the contact form, the pitch form or the research request form goes, with the email address you give, to Formspree, a forms service, which emails it to me and keeps a copy in the form’s archive, where only I can read it. Its own privacy policy covers how it stores them.',
    'With it, each form sends the address and title of the page you sent it from and, when your browser tells the page, the page of this site you came to it from and the campaign tags (such as utm_source) in the page’s address, so I know which piece of writing led you to write. Nothing is stored on your device to do this: each is read from the page as you press send.',
    'I use your address to reply to you, and I do not add it to the letter. Each form also carries a hidden field that only automated spam fills in; it holds nothing of yours.',
  ],
};

export const messagesNowhere: PrivacySection = {
  id: 'messages',
  title: 'Messages, pitches and research requests',
  paragraphs: [
    'On this copy of the site the contact, pitch and research request forms send nothing anywhere: what you type stays in your browser. To reach me, book a call instead.',
  ],
};

export const booking: PrivacySection = {
  id: 'booking',
  title: 'Booking a call',
  paragraphs: [
    `The booking calendar on the About page is Calendly’s, shown in a frame from Calendly. It loads on that page only. What you enter there (your name, your email address, the time you pick) goes to Calendly, which sends the invitation to both of us. The calendar is also told, as campaign tags Calendly keeps with the booking, the page it is on, the page of this site you came from when your browser tells the page, and the campaign tags in the page’s address. Calendly may set cookies of its own inside its frame; its privacy policy covers them.`,
  ],
};

export const hosting: PrivacySection = {
  id: 'host',
  title: 'What the host sees',
  paragraphs: [
    'Like every website, this one is served by a hosting company whose servers note each request: the IP address it came from, the page, the time and the name of your browser. Those logs are kept for a short time to keep the site running and safe, and I do not combine them with anything else.',
  ],
};

export const onYourDevice: PrivacySection = {
  id: 'device',
  title: 'Cookies and what stays on your device',
  paragraphs: [
    'The site sets no cookies of its own and runs no advertising or tracking of any kind. It keeps a few small notes in your browser, which never leave it: your theme, if you choose Light or Dark; that the site’s font is already downloaded, so the next page can use it; and, for a moment after you press a filter button, where the buttons were, so the next page can put them back.',
  ],
};

export const onYourDeviceCounted: PrivacySection = {
  id: 'device',
  title: 'Cookies and what stays on your device',
  paragraphs: [
    'The site sets no cookies of its own and runs no advertising, and counting visits stores nothing on your device. It keeps a few small notes in your browser, which never leave it: your theme, if you choose Light or Dark; that the site’s font is already downloaded, so the next page can use it; and, for a moment after you press a filter button, where the buttons were, so the next page can put them back.',
  ],
};

const countedActions =
  'It also counts a few things visitors do, each with the page it happened on, so I can see what brings them: joining the letter (and from which form), sending a message, a pitch or a research request, downloading a brief, following a link to another site, booking a call, and using search. Never what you typed: no email address, message or search words are ever sent, and a form sent with your browser’s scripts turned off is not counted at all.';

const noFollowing =
  'Nothing is stored on your device for this and no cookie is set. Plausible tells visitors apart only within a day, by a code made from your IP address and browser with a secret that changes every day, and it keeps neither, so nobody can follow you from one day to the next or from this site to another. If your browser sends Global Privacy Control or Do Not Track, nothing is counted at all.';

export const visitsCountedByPlausible: PrivacySection = {
  id: 'visits',
  title: 'Counting visits',
  paragraphs: [
    'To learn which essays and letters are read, the site counts visits with Plausible Analytics, a privacy-first analytics service. For each page you open, your browser sends Plausible the page’s address (with nothing after a “?” but the campaign tags some links carry), the site that linked to it and, as with any request, your IP address and the name of your browser, from which Plausible works out your country and kind of device.',
    countedActions,
    noFollowing,
  ],
};

export const visitsCountedSelfHosted: PrivacySection = {
  id: 'visits',
  title: 'Counting visits',
  paragraphs: [
    'To learn which essays and letters are read, the site counts visits with my own installation of Plausible Analytics, open-source, privacy-first analytics. For each page you open, your browser sends it the page’s address (with nothing after a “?” but the campaign tags some links carry), the site that linked to it and, as with any request, your IP address and the name of your browser, from which it works out your country and kind of device.',
    countedActions,
    noFollowing,
  ],
};
