import type { BackupNote } from '@/content/types';

/**
 * Short notes held in reserve for a Monday when the week's letter is not ready. All are drafts: the
 * demo on /backup-demo only simulates which one the Sunday-night run would pick.
 */
export const backupNotes: readonly BackupNote[] = [
  {
    id: 'note-missed-appointments',
    title: 'What a missed appointment tells a model',
    publishDate: '2026-07-20',
    status: 'Draft',
    body: `<p>Early in my career I watched a remote-monitoring nurse call a patient because her blood-pressure readings had stopped arriving. The cuff was fine. She had lost her bus pass and could not get to the pharmacy for new batteries.</p>
<p>I think about that call every time a founder shows me a risk model for pregnancy. The missing data point is often the most honest one in the file. A skipped visit, a late refill, a silent device: these are signals about access, not noise to be imputed away.</p>
<p>My question for teams this month: what does your model do when the patient goes quiet, and who picks up the phone?</p>`,
  },
  {
    id: 'note-menopause-spreadsheet',
    title: 'The menopause data gap, in one spreadsheet',
    publishDate: '2026-08-03',
    status: 'Draft',
    body: `<p>Last week I tried a small exercise. I listed every menopause company we have met at Northlight this year and, next to each, the dataset its product was trained or validated on.</p>
<p>The column for women over 55 was mostly blank. The column for women who are not white was blanker still. Founders are not hiding anything; the data simply was not collected, because for decades midlife symptoms were treated as something to endure rather than measure.</p>
<p>That blank column is the opportunity. The company that builds the longitudinal cohort &amp; earns the trust to keep it will own more than a product. It will own the reference everyone else has to cite.</p>`,
  },
  {
    id: 'note-fertility-questions',
    title: 'Three questions I ask every fertility founder',
    publishDate: '2026-08-17',
    status: 'Draft',
    body: `<p>Fertility pitches tend to open with the size of the market. I would rather start with the person in the clinic chair. So these are the questions I ask first:</p>
<ol>
<li>Who pays when the first cycle fails, and does your product make the second conversation easier or harder?</li>
<li>Which clinician changes what they do on Monday because your tool exists?</li>
<li>What would you show a patient who asks how the prediction was made?</li>
</ol>
<p>Good answers are specific and a little uncomfortable. Great ones come with a spreadsheet.</p>`,
  },
  {
    id: 'note-trial-diversity',
    title: 'Trial diversity is a go-to-market problem',
    publishDate: '2026-09-07',
    status: 'Draft',
    body: `<p>We still talk about diverse clinical-trial enrolment as a compliance box. I see it as distribution. A sponsor that cannot recruit women of colour, rural women or women over 65 ends up with a label that fits fewer patients and a launch that stalls in exactly the communities with the most need.</p>
<p>The startups I find most interesting here do not sell &ldquo;diversity&rdquo;. They sell faster enrolment, fewer dropouts and cleaner subgroup data, and they happen to get there by going where patients already are: community clinics, pharmacies, group chats.</p>
<p>If you are building in this space, lead with the timeline you save. The equity case follows.</p>`,
  },
  {
    id: 'note-rink-side',
    title: 'A note from the side of the rink',
    publishDate: '2026-09-21',
    status: 'Draft',
    body: `<p>I am writing this on my phone at 6:40 on a Saturday morning, in a cold arena, holding two coffees and a skate guard that belongs to someone much smaller than me.</p>
<p>Weekends like this keep me honest about what our portfolio companies are really asking of women: another app, another login, another reminder. If a product cannot earn a minute from a tired parent at a rink, it will not earn a place in her week. I am adding that test to my diligence notes.</p>`,
  },
];
