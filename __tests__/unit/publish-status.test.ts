import {
  checkedAt,
  publishStatus,
  saveTitle,
  type PublishFacts,
  type PublishRecord,
  type Save,
} from '@/lib/editor/publish-status';

const zone = 'America/Toronto';
// Nov 29, 10:42 and 10:55 in Toronto.
const liveSave: Save = {
  sha: 'a'.repeat(40),
  date: '2026-11-29T15:42:00Z',
  title: 'Fix a typo in Four Cities',
};
const newSave: Save = {
  sha: 'b'.repeat(40),
  date: '2026-11-29T15:55:00Z',
  title: 'Update Essays “data-gaps”',
};
const run = 'https://github.com/maya/site/actions/runs/7';
const issue = 'https://github.com/maya/site/issues/12';

const behind = (record: PublishRecord | null): PublishFacts => ({
  build: { asOf: '2026-11-29', commit: liveSave.sha },
  live: liveSave,
  newest: newSave,
  record,
  github: 'read',
});

/** The live site serves `save`, her newest. */
const serving = (save: Save): PublishFacts => ({
  build: { asOf: '2026-11-29', commit: save.sha },
  live: save,
  newest: save,
  record: null,
  github: 'read',
});

describe('publishStatus', () => {
  it('names the live save by its time and first line, and says the newest is live', () => {
    const status = publishStatus(serving(liveSave), zone);
    expect(status).toEqual({
      tone: 'live',
      label: 'Site is up to date',
      live: 'Live: your save of Nov 29, 10:42 — “Fix a typo in Four Cities”',
      newest: 'Your newest save is live.',
      link: null,
    });
  });

  it('adds what the record of a live save tells her before she goes, and nothing for a plain “Live”', () => {
    const note =
      'A post is dated after GitHub would pause the clock of a quiet repository: save anything by Jan 23, 2027.';
    const record = (description: string): PublishRecord => ({ state: 'success', description, logUrl: run });
    expect(publishStatus({ ...serving(liveSave), record: record(note) }, zone).newest).toBe(
      `Your newest save is live. ${note}`,
    );
    expect(publishStatus({ ...serving(liveSave), record: record('Live') }, zone).newest).toBe(
      'Your newest save is live.',
    );
    expect(
      publishStatus(
        {
          ...serving(liveSave),
          record: { state: 'queued', description: 'Waiting its turn to be built', logUrl: run },
        },
        zone,
      ).newest,
    ).toBe('Your newest save is live.');
  });

  it('turns the quotes of the editor’s own message single inside its own', () => {
    const status = publishStatus(serving(newSave), zone);
    expect(status.live).toBe('Live: your save of Nov 29, 10:55 — “Update Essays ‘data-gaps’”');
  });

  it('counts a save as live when the live build was made from a later commit', () => {
    const later = {
      ...newSave,
      sha: 'c'.repeat(40),
      date: '2026-11-29T16:10:00Z',
      title: 'Add the pitch form',
    };
    const status = publishStatus(
      {
        build: { asOf: '2026-11-29', commit: later.sha },
        live: later,
        newest: newSave,
        record: null,
        github: 'read',
      },
      zone,
    );
    expect(status.newest).toBe('Your newest save is live.');
  });

  it.each([
    [null, 'Your newest save (Nov 29, 10:55) is on its way: publishing is starting.', null],
    [
      { state: 'queued', description: 'waiting for the publish that is running', logUrl: run },
      'Your newest save (Nov 29, 10:55) is on its way: it waits for the publish that is running.',
      run,
    ],
    [
      { state: 'in_progress', description: 'building and checking', logUrl: run },
      'Your newest save (Nov 29, 10:55) is on its way: being built, usually live within 15 minutes.',
      run,
    ],
    [
      { state: 'created', description: '', logUrl: null },
      'Your newest save (Nov 29, 10:55) is on its way: being built, usually live within 15 minutes.',
      null,
    ],
  ] as const)('says a save on its way is on its way (%j)', (record, sentence, href) => {
    const status = publishStatus(behind(record), zone);
    expect(status.tone).toBe('coming');
    expect(status.label).toBe('Publishing your save');
    expect(status.live).toBe('Live: your save of Nov 29, 10:42 — “Fix a typo in Four Cities”');
    expect(status.newest).toBe(sentence);
    expect(status.link).toEqual(href ? { href, text: 'Details on GitHub' } : null);
  });

  it('says why a save is held, in the run’s words, with its link', () => {
    const held = publishStatus(
      behind({
        state: 'failure',
        description:
          'Held: needs the code change “Add the pitch form” (waiting for Checks since Nov 29, 10:42)',
        logUrl: issue,
      }),
      zone,
    );
    expect(held).toMatchObject({
      tone: 'held',
      label: 'Your save is held',
      newest:
        'Your newest save (Nov 29, 10:55) is not on the site. Held: needs the code change “Add the pitch form” (waiting for Checks since Nov 29, 10:42).',
      link: { href: issue, text: 'Details on GitHub' },
    });
    const stopped = publishStatus(
      behind({
        state: 'failure',
        description: 'Not published: the build stopped on Essays › Data gaps › Summary.',
        logUrl: null,
      }),
      zone,
    );
    expect(stopped.newest).toBe(
      'Your newest save (Nov 29, 10:55) is not on the site. Not published: the build stopped on Essays › Data gaps › Summary.',
    );
    expect(stopped.link).toBeNull();
  });

  it('says a passing problem is tried again within the hour', () => {
    const status = publishStatus(
      behind({ state: 'error', description: 'The host did not answer', logUrl: run }),
      zone,
    );
    expect(status.tone).toBe('coming');
    expect(status.newest).toBe(
      'Your newest save (Nov 29, 10:55) is not on the site yet. The host did not answer. It is tried again within the hour.',
    );
  });

  it('says what the live site alone tells when GitHub cannot be read', () => {
    const none = { live: null, newest: null, record: null };
    const build = { asOf: '2026-11-29', commit: liveSave.sha };
    expect(publishStatus({ ...none, build, github: 'signed-out' }, zone)).toEqual({
      tone: 'unknown',
      label: 'What is live',
      live: 'Live: the site as built on Nov 29.',
      newest: 'Sign in to see whether your newest save is on its way.',
      link: null,
    });
    expect(publishStatus({ ...none, build: null, github: 'no-answer' }, zone)).toMatchObject({
      live: 'The live site does not say which save it shows.',
      newest: 'GitHub did not answer just now; this will ask again shortly.',
    });
    expect(publishStatus({ ...none, build, github: 'no-repository' }, zone).newest).toBe(
      'This editor was built without the name of its repository, so it cannot follow your saves.',
    );
  });

  it('tells times in her zone, whatever the machine’s', () => {
    const status = publishStatus(behind(null), 'Asia/Tokyo');
    expect(status.live).toBe('Live: your save of Nov 30, 00:42 — “Fix a typo in Four Cities”');
    expect(checkedAt(new Date('2026-11-29T15:47:00Z'), zone)).toBe('Checked at 10:47.');
  });
});

describe('saveTitle', () => {
  it('is the first line of a commit message', () => {
    expect(saveTitle('Update Essays “data-gaps”\n\nCo-authored by the editor')).toBe(
      'Update Essays “data-gaps”',
    );
    expect(saveTitle('One line')).toBe('One line');
  });
});
