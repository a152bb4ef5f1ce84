import type { Testimonial } from '@/lib/site/site-content';

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-lg leading-8 text-ink">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-line pt-4">
              <span className="block font-semibold text-ink">{testimonial.author}</span>
              <span className="block text-sm text-muted">{testimonial.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
