import type { BackupNote } from '@/lib/site/files/small-pages';
import { backupNotes } from '@/lib/demo/backup-notes';
import { previewBackupNote, previewLength, summarizeBackupNotes } from '@/lib/demo/backup-notes-summary';
import { htmlToPlainText, plainTextPreview } from '@/lib/posts/plain-text-preview';

function note(id: string, publishDate: BackupNote['publishDate'], status: BackupNote['status']): BackupNote {
  return { id, title: `Title ${id}`, body: '<p>Body</p>', publishDate, status };
}

describe('summarizeBackupNotes', () => {
  it('counts the notes and the drafts and names the oldest draft', () => {
    const notes = [
      note('a', '2026-05-04', 'Published'),
      note('b', '2026-09-07', 'Draft'),
      note('c', '2026-07-20', 'Draft'),
      note('d', '2026-11-16', 'Scheduled'),
    ];
    expect(summarizeBackupNotes(notes)).toEqual({ total: 4, drafts: 2, oldestDraftTitle: 'Title c' });
  });

  it('has no oldest draft when none is left', () => {
    expect(summarizeBackupNotes([note('a', '2026-05-04', 'Published')])).toEqual({
      total: 1,
      drafts: 0,
      oldestDraftTitle: null,
    });
  });

  it('describes the seed: five notes, all drafts', () => {
    expect(summarizeBackupNotes(backupNotes)).toEqual({
      total: 5,
      drafts: 5,
      oldestDraftTitle: 'What a missed appointment tells a model',
    });
  });
});

describe('plain-text preview', () => {
  it('strips tags, keeps words apart across blocks and collapses whitespace', () => {
    expect(
      htmlToPlainText('<p>One <em>two</em>,\n   three.</p><p>Four</p><ol><li>Five</li><li>Six</li></ol>'),
    ).toBe('One two, three. Four Five Six');
  });

  it('decodes named and numeric entities', () => {
    expect(
      htmlToPlainText('<p>R&amp;D &lt;3 &ldquo;yes&rdquo; &#8217; &#x2014; a&nbsp;b &unknown;</p>'),
    ).toBe('R&D <3 “yes” ’ — a b &unknown;');
  });

  it('keeps short text whole, without an ellipsis', () => {
    expect(plainTextPreview('<p>Short note.</p>', 200)).toBe('Short note.');
    const exact = 'x'.repeat(200);
    expect(plainTextPreview(`<p>${exact}</p>`, 200)).toBe(exact);
  });

  it('cuts longer text at 200 characters and adds an ellipsis', () => {
    const preview = plainTextPreview(`<p>${'a'.repeat(150)}</p><p>${'b'.repeat(100)}</p>`, 200);
    expect(preview).toBe(`${'a'.repeat(150)} ${'b'.repeat(49)}…`);
    expect(Array.from(preview)).toHaveLength(201);
  });

  it('counts characters after decoding, and never splits an emoji', () => {
    expect(plainTextPreview('<p>&amp;&amp;&amp;</p>', 2)).toBe('&&…');
    expect(plainTextPreview('<p>🍁🍁🍁</p>', 2)).toBe('🍁🍁…');
  });

  it('gives every seed note at most 200 characters of text before the ellipsis', () => {
    for (const seed of backupNotes) {
      const { preview } = previewBackupNote(seed);
      expect(preview).not.toMatch(/[<>]/);
      const text = preview.endsWith('…') ? preview.slice(0, -1) : preview;
      expect(Array.from(text).length).toBeLessThanOrEqual(previewLength);
      expect(htmlToPlainText(seed.body).startsWith(text)).toBe(true);
    }
  });
});
