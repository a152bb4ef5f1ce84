// What a failed publish run tells her (scripts/publish/report.ts, scripts/publish/explain.ts): what the
// site serves now, each problem once in her words, the failed step's last lines; filed as an issue on a
// stand-in of GitHub's API, closed once a publish succeeds. And scripts/publish/changes.ts's summary lines.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeIssue, fileReport, issueTitles, readState, stateMarker } from '@/scripts/publish/github';
import { findChanges, leavingPosts, lettersToDraft, sitemapPaths } from '@/scripts/publish/changes';
import { logTail } from '@/scripts/publish/explain';
import { pauseWarnings, renderReport } from '@/scripts/publish/report';
import { gitHubStandIn, type GitHubStandIn } from './github-stand-in';
import { runScript } from './run-script';

const waiting = Array.from(
  { length: 19 },
  () =>
    'live-check: not yet (https://her-site.example.org/build.json: the site serves build 3f2a0000000000000000000000000000 (as of 2026-11-26), not this one, 9c1b0000000000000000000000000000); trying again in 15 s',
);
const liveLog = [
  '> tomorrow-lens-site@1.0.0 live-check',
  ...waiting,
  'live-check: https://her-site.example.org/build.json: the site serves build 3f2a0000000000000000000000000000 (as of 2026-11-26), not this one, 9c1b0000000000000000000000000000',
  "live-check: https://her-site.example.org/ (and 12 more pages): Content-Security-Policy is not this build's policy: \"default-src 'self'\"",
  'live-check: https://her-site.example.org/essays/: no Speculation-Rules header; this build sends one on this page',
];

describe('the report of a failed run', () => {
  it('after a failed live check, put back: what is live, each problem once in her words, then the log, retries as one line', () => {
    const { markdown, state } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'live',
      log: liveLog,
      host: 'netlify',
      source: {
        content: '9c1b00000000000000000000000000000000abcd',
        code: '9c1b00000000000000000000000000000000abcd',
      },
      before: '2 hours ago (“A new essay”)',
      previous: 'd0',
      restored: 'success',
    });
    const lines = markdown.split('\n');
    assert.equal(
      lines[0],
      '### Put back: the new build failed its check on the live site, so the previous one is live again',
    );
    assert.ok(lines.includes('The site still serves what you saved 2 hours ago (“A new essay”).'));
    const problems = lines.filter((line) => line.startsWith('- '));
    assert.deepEqual(problems, [
      '- Once Netlify made it the site, the site did not serve this build as it was checked within 5 minutes.',
      '- Netlify does not send the headers this build sets for its security (Content-Security-Policy, Speculation-Rules). This is a matter of the site’s code or its host, not of your writing: the maintainer can read the log below; docs/security.md, “The host files”, says what each host reads.',
      '- The site at https://her-site.example.org still serves an earlier build (made as of 2026-11-26): Netlify did not make this upload the site there. Check that Site settings › The site’s address is the address of the Netlify site the run uploads to (docs/publishing.md, Going live).',
    ]);
    assert.ok(
      lines.includes(
        'The hourly clock will not build this save again: your next save will, or Actions › Publish › Run workflow.',
      ),
    );
    assert.equal(lines.filter((line) => line.startsWith('live-check: not yet')).length, 1);
    assert.ok(lines.some((line) => line.startsWith('live-check: not yet, 19 times (last: ')));
    assert.deepEqual(state.failed, {
      source: {
        content: '9c1b00000000000000000000000000000000abcd',
        code: '9c1b00000000000000000000000000000000abcd',
      },
      transient: false,
    });
    assert.equal(state.lines?.length, 3);
    assert.deepEqual(readState(markdown), state);
  });

  it('when putting the previous one back failed too, says the failed build is what the site serves', () => {
    const { markdown } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'live',
      log: [
        ...liveLog,
        'hosts: Netlify refused to make deployment d0 the site (HTTP 401: Access Denied): the NETLIFY_AUTH_TOKEN secret is not a token that may manage this site',
      ],
      host: 'netlify',
      source: {
        content: '9c1b00000000000000000000000000000000abcd',
        code: '9c1b00000000000000000000000000000000abcd',
      },
      previous: 'd0',
      restored: 'failure',
    });
    assert.match(markdown, /^### The live site serves a build that failed its check$/m);
    assert.match(markdown, /^Putting the previous one back did not work \(below\)\.$/m);
    assert.match(
      markdown,
      /^The site may now serve this save \(9c1b000\), though it failed its check there\.$/m,
    );
    assert.match(markdown, /^- Netlify refused to make deployment d0 the site \(HTTP 401: Access Denied\)/m);
  });

  it('before the upload: the site as it was, and the build’s own lines, with what to do', () => {
    const { markdown, state } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'build',
      log: [
        '> next build',
        'content/ has 2 problems:',
        '  content/essays/a.md: publishedDate "2026-13-01" is not a date',
        '  content/site/profile.yml: timeZone "Toronto" is not a time zone',
        'npm error code 1',
      ],
      host: 'cloudflare',
    });
    assert.match(markdown, /^### Not published$/m);
    assert.match(markdown, /^The site still serves what it served before this run\.$/m);
    assert.match(
      markdown,
      /^- content\/essays\/a\.md: publishedDate "2026-13-01" is not a date\. Open it in the editor, correct what the line names, and save \(docs\/publishing\.md, Checked at every build\)\.$/m,
    );
    assert.equal(state.failed, undefined, 'with no build named, nothing is held back from the next run');
  });

  it('a first publish that fails its live check says there was nothing to put back', () => {
    const { markdown } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'live',
      log: liveLog,
      host: 'netlify',
      source: {
        content: '9c1b00000000000000000000000000000000abcd',
        code: '9c1b00000000000000000000000000000000abcd',
      },
      previous: '',
      restored: 'skipped',
    });
    assert.match(markdown, /^There was nothing to put back: the site had no deployment before this one\.$/m);
    assert.doesNotMatch(markdown, /did not work/);
    assert.match(
      markdown,
      /^The site now serves this save \(9c1b000\), though it failed its check there\.$/m,
    );
  });

  it('a run cut short after the new build was made the site, and put back: says so; the clock tries again', () => {
    const { markdown, state } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'live',
      log: waiting.slice(0, 4),
      host: 'cloudflare',
      source: {
        content: '9c1b00000000000000000000000000000000abcd',
        code: '9c1b00000000000000000000000000000000abcd',
      },
      previous: 'c0',
      restored: 'success',
      cut: true,
    });
    assert.match(markdown, /^### Put back: /m);
    assert.match(
      markdown,
      /^The run was stopped before it finished \(it ran out of time, or was cancelled\)\.$/m,
    );
    assert.equal(state.failed?.transient, true);
    assert.match(markdown, /^The clock tries this save again within the hour\.$/m);
  });

  it('the host not answering while the run finds its project: the clock tries again; a refused token it does not', () => {
    const project = (line: string) =>
      renderReport({
        stage: 'publish',
        problems: [],
        failedStep: 'project',
        log: [line],
        host: 'netlify',
        source: { content: 'c'.repeat(40), code: 'c'.repeat(40) },
      });
    const down = project('project: Netlify did not find the site her-site (HTTP 503: upstream unavailable)');
    assert.equal(down.state.failed?.transient, true);
    assert.match(down.markdown, /^The clock tries this save again within the hour\.$/m);
    const silent = project(
      'project: Netlify did not find the site her-site (its API did not answer (timed out))',
    );
    assert.equal(silent.state.failed?.transient, true);
    const refused = project(
      'project: Netlify did not create the site her-site (HTTP 401: Unauthorized): the NETLIFY_AUTH_TOKEN secret is not a token that may do this; make a new one as docs/publishing.md says for Netlify',
    );
    assert.equal(refused.state.failed?.transient, false);
    assert.doesNotMatch(refused.markdown, /The clock tries this save again/);
    assert.match(refused.markdown, /NETLIFY_AUTH_TOKEN secret is not a token that may do this/);
  });

  it('a save held by a code change: what holds it and since when, in her words', () => {
    const { markdown, state } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'build',
      log: [
        'content/ has 1 problem:',
        '  Essays › Data gaps › Pull quote: this field is not one the build knows',
      ],
      source: { content: 'c'.repeat(40), code: 'b'.repeat(40) },
      held: {
        change: 'a'.repeat(40),
        files: ['lib/essays/essay-kind.ts'],
        saved: '2 hours ago (“Add pull quotes”)',
      },
      before: '1 day ago (“Monday’s letter”)',
    });
    assert.match(
      markdown,
      /^### Held: your save needs a change to the site’s code that has not passed its checks$/m,
    );
    assert.match(
      markdown,
      /^- Your save does not build on the code the site runs\. It needs the change 2 hours ago \(“Add pull quotes”\), which changes lib\/essays\/essay-kind\.ts and has not passed Checks\. It goes up by itself once Checks passes on that change/m,
    );
    assert.match(markdown, /^The site still serves what you saved 1 day ago \(“Monday’s letter”\)\.$/m);
    assert.deepEqual(state.failed?.source, { content: 'c'.repeat(40), code: 'b'.repeat(40) });
  });

  it('a refused Cloudflare upload, as wrangler words it, tells her which token to make', () => {
    const { markdown } = renderReport({
      stage: 'publish',
      problems: [],
      failedStep: 'upload',
      log: [
        '✘ [ERROR] A request to the Cloudflare API (/accounts/0123/pages/projects/her-site/upload-token) failed.',
        '  Authentication error [code: 10000]',
      ],
      host: 'cloudflare',
      before: '3 days ago (“Monday’s letter”)',
    });
    assert.match(
      markdown,
      /^- Cloudflare refused the upload: the CLOUDFLARE_API_TOKEN secret may not edit Pages projects in that account\. Create a token with the permission Account › Cloudflare Pages › Edit, for your account, and save it in GitHub as CLOUDFLARE_API_TOKEN \(docs\/publishing\.md, Cloudflare Pages, step 2\)\.$/m,
    );
    assert.match(markdown, /^The site still serves what you saved 3 days ago \(“Monday’s letter”\)\.$/m);
  });

  it('the setup: nothing built, each problem once, and the state that keeps the hourly run quiet', () => {
    const problem = { says: 'No host’s token reaches the publish run', fix: 'Add one', docs: 'Going live' };
    const { markdown, state } = renderReport({ stage: 'setup', problems: [problem, problem], log: [] });
    assert.equal(markdown.split('\n').filter((line) => line.startsWith('- ')).length, 1);
    assert.match(
      markdown,
      /^Nothing was built or uploaded: the site still serves what it served before this run\.$/m,
    );
    assert.deepEqual(state, {
      stage: 'setup',
      lines: ['No host’s token reaches the publish run. Add one (docs/publishing.md, Going live).'],
    });
  });

  it('collapses retries and repeated lines, and keeps the last lines', () => {
    assert.deepEqual(logTail(['a', 'a', 'b', ...waiting.slice(0, 3), 'c']), [
      'a',
      'b',
      'live-check: not yet, 3 times (last: https://her-site.example.org/build.json: the site serves build 3f2a0000000000000000000000000000 (as of 2026-11-26), not this one, 9c1b0000000000000000000000000000)',
      'c',
    ]);
    assert.equal(logTail(Array.from({ length: 100 }, (_, at) => `line ${at}`)).length, 30);
  });
});

describe('the report, filed', () => {
  let github: GitHubStandIn;
  const env = () => ({ GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'her/site', GITHUB_TOKEN: 'stand-in' });
  before(async () => {
    github = await gitHubStandIn();
  });
  after(() => github.close());

  it('opens an issue, comments once per new problem with the body kept current, and closes it once published', async () => {
    const report = (lines: string[], run: string) => `${run}\n${stateMarker({ stage: 'publish', lines })}\n`;
    const first = await fileReport(issueTitles.publish, report(['a'], 'run 1'), env());
    assert.equal(first.said, 'opened issue #1');
    assert.equal(first.url, 'https://github.com/her/site/issues/1');
    const same = await fileReport(issueTitles.publish, report(['a'], 'run 2'), env());
    assert.match(same.said, /already says this/);
    assert.deepEqual(github.issues[0].comments, [], 'the same problem again adds nothing');
    assert.match(github.issues[0].body, /^run 2/);
    assert.equal(
      (await fileReport(issueTitles.publish, report(['b'], 'run 3'), env())).said,
      'commented on issue #1',
    );
    assert.deepEqual(github.issues[0].comments, [report(['b'], 'run 3')]);
    assert.equal(await closeIssue(issueTitles.publish, 'Published.', env()), 'closed issue #1');
    assert.equal(github.issues[0].state, 'closed');
    assert.equal(await closeIssue(issueTitles.publish, 'Published.', env()), 'no open issue to close');
  });

  it('says so when Issues are off, rather than failing quietly', async () => {
    github.repository.has_issues = false;
    assert.equal(
      (await fileReport(issueTitles.letter, 'body', env())).said,
      'could not open an issue: Issues are turned off in this repository',
    );
    github.repository.has_issues = true;
  });
});

describe('a build that takes a post off the live site', () => {
  const posts = [
    {
      folder: 'essays',
      path: '/essays/four-cities/',
      file: 'content/essays/four-cities.md',
      title: 'Four Cities, One Waiting Room',
      draft: true,
      publishedDate: '2026-03-02',
    },
    {
      folder: 'essays',
      path: '/essays/later/',
      file: 'content/essays/later.md',
      title: 'Later',
      draft: false,
      publishedDate: '2999-01-04',
    },
    {
      folder: 'letter',
      path: '/tomorrow-letter/kept/',
      file: 'content/letter/kept.md',
      title: 'Kept',
      draft: false,
      publishedDate: '2026-03-02',
    },
    {
      folder: 'letter',
      path: '/tomorrow-letter/new-issue/',
      file: 'content/letter/new-issue.md',
      title: 'New',
      draft: false,
      publishedDate: '2026-03-09',
    },
  ];
  const live = new Set([
    '/',
    '/essays/',
    '/essays/four-cities/',
    '/essays/later/',
    '/essays/gone/',
    '/essays/page/2/',
    '/tomorrow-letter/kept/',
  ]);
  const built = new Set(['/', '/essays/', '/tomorrow-letter/kept/', '/tomorrow-letter/new-issue/']);

  it('names each post it leaves out, in her words, and why; never a page that is not a post', () => {
    assert.deepEqual(
      leavingPosts(live, built, posts, '2026-03-10', new Map([['/essays/gone/', 'Gone Fishing']])),
      [
        "'Four Cities, One Waiting Room' is now a draft and leaves the site.",
        "'Gone Fishing' was deleted and leaves the site.",
        "'Later' is now scheduled for January 4, 2999 and leaves the site until then.",
      ],
    );
  });

  it('drafts in Kit the issues it puts up (changed, or come due since the live build), none when there is nothing to compare with', () => {
    assert.deepEqual(lettersToDraft('2026-03-08', built, posts, ['content/letter/new-issue.md']), [
      'new-issue',
    ]);
    assert.deepEqual(
      lettersToDraft('2026-03-08', built, posts, []),
      ['new-issue'],
      'an issue that came due by the clock',
    );
    assert.deepEqual(lettersToDraft('2026-03-09', built, posts, []), [], 'nothing new');
    assert.deepEqual(lettersToDraft('2026-03-09', built, posts, ['content/letter/kept.md']), ['kept']);
    assert.deepEqual(lettersToDraft(null, built, posts, ['content/letter/kept.md']), []);
  });

  it('reads a sitemap’s addresses as paths', () => {
    assert.deepEqual(
      [
        ...sitemapPaths(
          '<urlset><url><loc>https://a.example/essays/x/</loc></url><url><loc> https://a.example/ </loc></url></urlset>',
        ),
      ],
      ['/essays/x/', '/'],
    );
  });
});

describe('the changes step, on a checkout and the live site it replaces', () => {
  it('reads the live sitemap, the posts and what git says was deleted, and names each leaving post once; the letters come from git, live site or not', async () => {
    const root = mkdtempSync(join(tmpdir(), 'changes-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    const post = (title: string, more = '') =>
      `---\ntitle: ${title}\npublishedDate: 2026-03-02\n${more}---\n\nText.\n`;
    const server = createServer((_, response) =>
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          ['/', '/essays/four-cities/', '/essays/gone/', '/tomorrow-letter/kept/']
            .map((path) => `<url><loc>https://her-site.example.org${path}</loc></url>`)
            .join(''),
        ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'author@example.org');
    git('config', 'user.name', 'Author');
    write('content/site/settings.yml', `siteUrl: ${site}\n`);
    write('content/site/profile.yml', 'timeZone: America/Toronto\n');
    write('content/essays/four-cities.md', post('Four Cities, One Waiting Room'));
    write('content/essays/gone.md', post('Gone Fishing'));
    write('content/letter/kept.md', post('Kept'));
    git('add', '.');
    git('commit', '-q', '-m', 'live');
    const live = git('rev-parse', 'HEAD');
    write('content/essays/four-cities.md', post('Four Cities, One Waiting Room', 'draft: true\n'));
    unlinkSync(join(root, 'content/essays/gone.md'));
    write('content/letter/new-issue.md', post('New'));
    git('add', '-A');
    git('commit', '-q', '-m', 'her saves');
    write(
      'out/sitemap.xml',
      '<urlset><url><loc>http://x/tomorrow-letter/kept/</loc></url><url><loc>http://x/tomorrow-letter/new-issue/</loc></url></urlset>',
    );
    const saved = git('rev-parse', 'HEAD');
    const changes = await findChanges(root, root, saved, { content: live, asOf: '2026-03-02' });
    server.close();
    const unanswered = await findChanges(root, root, saved, { content: live, asOf: '2026-03-02' });
    rmSync(root, { recursive: true, force: true });
    assert.deepEqual(unanswered, { listed: false, leaving: [], letters: ['new-issue'] });
    assert.deepEqual(changes, {
      listed: true,
      leaving: [
        "'Four Cities, One Waiting Room' is now a draft and leaves the site.",
        "'Gone Fishing' was deleted and leaves the site.",
      ],
      letters: ['new-issue'],
    });
  });
});

describe('a scheduled post further ahead than GitHub’s pause of a quiet repository', () => {
  it('is named with the day by which to save anything; a post within the sixty days is not', () => {
    const lastSave = new Date('2026-11-29T15:00:00Z');
    const warnings = pauseWarnings(
      [
        { title: 'Spring', publishedDate: '2027-03-01' },
        { title: 'Soon', publishedDate: '2026-12-14' },
        { title: 'Old', publishedDate: '2026-01-05' },
      ],
      lastSave,
      '2026-11-29',
    );
    assert.deepEqual(
      warnings.map((warning) => warning.line),
      [
        '“Spring” is dated March 1, 2027, after January 28, 2027, when GitHub would pause the hourly clock of a repository with no save for 60 days: save anything by January 23, 2027, and it goes up on its day.',
      ],
    );
    assert.ok(warnings[0].short.length <= 140, warnings[0].short);
  });
});

describe('a publish that went up, reported', () => {
  let github: GitHubStandIn;
  before(async () => {
    github = await gitHubStandIn();
  });
  after(() => github.close());

  it('closes the issue with a line naming her save, and marks the record live with the site’s address', async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    github.issues.push({
      number: 1,
      title: issueTitles.publish,
      body: 'failed',
      state: 'open',
      comments: [],
    });
    github.deployments.push({
      id: 1,
      sha: head,
      ref: head,
      environment: 'production',
      payload: {},
      created_at: new Date().toISOString(),
      statuses: [],
    });
    const { status, output } = await runScript('scripts/publish/report.ts', ['--published'], {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'her/site',
      GITHUB_TOKEN: 'stand-in',
      PUBLISH_SITE: '.',
      CONTENT: head,
      CODE: head,
      DEPLOYMENT_RECORD: '1',
      RUN_URL: 'https://github.com/her/site/actions/runs/7',
    });
    assert.equal(status, 0, output);
    assert.equal(github.issues[0].state, 'closed');
    assert.match(
      github.issues[0].comments[0],
      /^Published: the site serves what you saved \d+ \w+ ago \(“.*”\) \(https:\/\/github\.com\/her\/site\/actions\/runs\/7\)\.$/,
    );
    const [status_] = github.deployments[0].statuses;
    assert.equal(status_.state, 'success');
    assert.equal(status_.log_url, 'https://github.com/her/site/actions/runs/7');
    assert.match(status_.environment_url, /^https:\/\//);
  });
});
