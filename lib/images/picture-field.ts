// A picture a page shows, a file and its alt text, declared alike on posts and site files; its `picture`
// metadata says where it is shown, which the loaders size it for.
import { z } from 'zod';
import type { ImageSlotName } from '@/lib/images/image-slots';
import { text } from '@/lib/posts/post-fields';

export interface PictureUse {
  slots: readonly ImageSlotName[];
  /** Also made into a 1200×630 share image. */
  share?: boolean;
}

export const pictureField = (noun: 'Photo' | 'Image', fileExample: string, picture: PictureUse) =>
  z
    .strictObject(
      {
        src: text(fileExample).meta({
          label: noun,
          input: 'image',
          hint: 'A photo straight off a phone is fine: the build sizes it.',
        }),
        alt: text('text').meta({
          label: 'Alt text',
          hint: `What the ${noun.toLowerCase()} shows, as you would say it to someone who cannot see it.`,
        }),
      },
      { error: (issue) => (issue.input === undefined ? 'is missing' : 'must have src and alt') },
    )
    .meta({ picture });
