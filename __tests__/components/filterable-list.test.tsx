import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterableList } from '@/components/filterable-list';

function renderList() {
  return render(
    <FilterableList
      param="category"
      options={['Thesis', 'Personal']}
      label="Filter essays by category"
      matches={{ Thesis: ['a', 'b'], Personal: ['b', 'c'] }}
      noun={['essay', 'essays']}
      items={[
        { id: 'a', card: <article>First</article> },
        { id: 'b', card: <article>Second</article> },
        { id: 'c', card: <article>Third</article> },
      ]}
    />,
  );
}

function shown() {
  return screen.queryAllByRole('article').map((node) => node.textContent);
}

describe('FilterableList', () => {
  beforeEach(() => window.history.replaceState(null, '', '/essays/'));

  it('shows every item with All pressed when the address has no filter', () => {
    renderList();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['First', 'Second', 'Third']);
  });

  it('filters to the items the chosen pill matches and mirrors it in the address', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toEqual(['Second', 'Third']);
    expect(window.location.search).toBe('?category=Personal');
    expect(screen.getByRole('status')).toHaveTextContent('2 essays in Personal');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shown()).toEqual(['First', 'Second', 'Third']);
    expect(window.location.search).toBe('');
  });

  it('starts from the filter in the address, so a shared link opens filtered', () => {
    window.history.replaceState(null, '', '/essays/?category=Thesis');
    renderList();
    expect(screen.getByRole('button', { name: 'Thesis' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['First', 'Second']);
  });

  it('falls back to All for a value that is not a pill', () => {
    window.history.replaceState(null, '', '/essays/?category=Gardening');
    renderList();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['First', 'Second', 'Third']);
  });

  it('follows the back and forward buttons', () => {
    renderList();
    window.history.pushState(null, '', '/essays/?category=Personal');
    window.dispatchEvent(new PopStateEvent('popstate'));
    return screen.findByRole('button', { name: 'Personal', pressed: true });
  });
});
