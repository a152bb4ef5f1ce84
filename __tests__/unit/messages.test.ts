import * as messages from '@/lib/site/messages';

// The product specification's words, copied here from its error catalogue and form states, so a
// change to lib/site/messages.ts that drifts from the contract fails.
describe('messages', () => {
  it('match the specification word for word', () => {
    expect(messages.signup.pending).toBe('Joining...');
    expect(messages.signup.homeSuccess).toBe('Check your inbox for the Tomorrow Lens.');
    expect(messages.signup.letterSuccess).toBe(
      'Welcome to the Tomorrow Letter! Check your inbox for the confirmation email.',
    );
    expect(messages.signup.consoleError).toBe('Subscription error');
    expect(messages.contactThankYou).toBe("Thanks for reaching out! I'll get back to you within 48 hours.");
    expect(messages.researchThankYou).toBe("Thanks for your request! I'll be in touch within 48 hours.");
    expect(messages.renderingError).toBe('Unexpected Application Error!');
    expect(messages.scheduling.notSunday).toBe('Not Sunday - scheduling only runs on Sunday at 23:59 PT');
    expect(messages.scheduling.noDraft).toBe('No draft backup notes available for scheduling');
  });

  it('fill the specified templates with the date and the title', () => {
    expect(messages.scheduling.mondayTaken('2026-11-16')).toBe(
      'Monday 2026-11-16 already has a scheduled note',
    );
    expect(messages.scheduling.wouldSchedule('Menopause data', '2026-11-16')).toBe(
      'Would schedule: "Menopause data" for Monday 2026-11-16',
    );
  });
});
