import { createElement, type CSSProperties, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Heading, Hr, Img, Link, Text } from '@react-email/components';
import type { ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { spacing, type EmailStyle } from './email-style';
import { emailImages } from './letter-images';

interface BodyContext {
  style: EmailStyle;
  webUrl: string;
  siteUrl: string;
  root: string;
  file: string;
  imageWidth: number;
}

/** Links inside the page (a footnote) cannot work in every client: they lead to the page instead. */
function absoluteLinks(children: ElementContent[], webUrl: string): ElementContent[] {
  return children.map((child) => {
    if (child.type !== 'element') return child;
    const href = child.properties.href;
    const properties =
      child.tagName === 'a' && typeof href === 'string' && href.startsWith('#')
        ? { ...child.properties, href: `${webUrl}${href}` }
        : child.properties;
    return { ...child, properties, children: absoluteLinks(child.children, webUrl) };
  });
}

type Props = { children?: ReactNode; className?: string };

/** Styles inline and none of the page's ids or classes, which email clients drop or rename. */
function components(style: EmailStyle): Partial<Components> {
  const plain = (tag: 'ul' | 'ol' | 'li' | 'pre' | 'code', css: CSSProperties) =>
    function Plain({ children }: Props) {
      return createElement(tag, { style: css }, children);
    };
  return {
    p: ({ children }: Props) => <Text style={style.text}>{children}</Text>,
    h2: ({ children, className }: Props) =>
      // The footnotes' heading, hidden on the page for sight, is a small label in the email.
      className === 'sr-only' ? (
        <Heading as="h2" style={style.notesHeading}>
          {children}
        </Heading>
      ) : (
        <Heading as="h2" style={style.h2}>
          {children}
        </Heading>
      ),
    h3: ({ children }: Props) => (
      <Heading as="h3" style={style.h3}>
        {children}
      </Heading>
    ),
    a: ({ children, href }: Props & { href?: string }) => (
      <Link href={href} style={style.link}>
        {children}
      </Link>
    ),
    // A rule beside the quote, kept clear of its text by cellpadding rather than CSS padding.
    blockquote: ({ children }: Props) => (
      <blockquote style={style.quote}>
        <table role="presentation" cellPadding={spacing.quote} cellSpacing={0} border={0}>
          <tbody>
            <tr>
              <td style={style.quoteText}>{children}</td>
            </tr>
          </tbody>
        </table>
      </blockquote>
    ),
    ul: plain('ul', style.list),
    ol: plain('ol', style.list),
    li: plain('li', style.listItem),
    pre: plain('pre', style.pre),
    code: plain('code', style.code),
    hr: () => <Hr style={style.rule} />,
    img: ({ src, alt, width, height }: { src?: string; alt?: string; width?: number; height?: number }) => (
      <Img src={src} alt={alt} width={width} height={height} style={style.image} />
    ),
    // The text version lays a table marked this way out as a table (@react-email/render).
    table: ({ children }: Props) => (
      <table data-text-format="dataTable" cellPadding={spacing.cell} cellSpacing={0} style={style.table}>
        {children}
      </table>
    ),
    th: ({ children, align }: Props & { align?: string }) => (
      <th align={align as 'left'} style={style.headCell}>
        {children}
      </th>
    ),
    td: ({ children, align }: Props & { align?: string }) => (
      <td align={align as 'left'} style={style.cell}>
        {children}
      </td>
    ),
    section: ({ children }: Props) => <div style={style.notes}>{children}</div>,
  };
}

export function emailBody(html: string, context: BodyContext): ReactNode {
  const tree = fromHtml(html, { fragment: true });
  const images = {
    root: context.root,
    siteUrl: context.siteUrl,
    maxWidth: context.imageWidth,
    file: context.file,
  };
  tree.children = absoluteLinks(emailImages(tree.children as ElementContent[], images), context.webUrl);
  // A column's alignment stays the `align` attribute, which every client reads.
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: components(context.style),
    tableCellAlignToStyle: false,
  });
}
