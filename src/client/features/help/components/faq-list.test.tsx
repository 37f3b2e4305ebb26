import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@client/features/account/api/session';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession } from '@client/test/render-app';
import { faqEntries } from '../faq-entries';
import { FaqList } from './faq-list';

/** Searches the real FAQ and answers the first result's answer and link, as a member reads them. */
function firstAnswerFor(query: string) {
  render(
    <MemoryRouter>
      <FaqList entries={faqEntries} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: query } });
  const first = screen.getAllByRole('listitem')[0];
  if (!first) throw new Error(`no answer for ${query}`);
  return { text: first.textContent ?? '', link: within(first).getByRole('link') };
}

describe('the help answers about your data and your membership', () => {
  it('export: points to Download my data under Profile → Your data, not to the contact page', () => {
    const { text, link } = firstAnswerFor('export');
    expect(text).toContain('Can I export or download my data?');
    expect(text).toContain('Open Profile, go to Your data and choose "Download my data"');
    expect(text).not.toMatch(/write to us|contact page/i);
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveTextContent('Profile → Your data');
  });

  it('delete account: points to Delete my account on the profile and says what happens to forum posts', () => {
    const { text, link } = firstAnswerFor('delete account');
    expect(text).toContain('How do I delete my account and my data?');
    expect(text).toContain('Open Profile, go to Your data and choose "Delete my account"');
    expect(text).toContain('signed "Former member"');
    expect(text).toContain('"Also remove my community posts and replies"');
    expect(text).not.toMatch(/write to us|contact page/i);
    expect(link).toHaveAttribute('href', '/profile');
  });

  it('cancel: points to Cancel my plan on the Membership page', () => {
    const { text, link } = firstAnswerFor('cancel subscription');
    expect(text).toContain('How do I cancel my subscription?');
    expect(text).toContain('Open Membership while signed in and choose "Cancel my plan"');
    expect(text).not.toMatch(/write to us|contact page/i);
    expect(link).toHaveAttribute('href', '/subscription');
    expect(link).toHaveTextContent('Membership');
  });

  it('no answer asks members to write to us for what they can do themselves', () => {
    for (const entry of faqEntries) {
      expect(entry.answer, entry.id).not.toMatch(
        /confirm (it|the cancellation)? ?by email|ask us to delete/i,
      );
      if (entry.topic === 'privacy') expect(entry.link?.to, entry.id).not.toBe('/contact');
    }
  });
});

describe('a question the FAQ does not answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the library’s skills for the same words', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/content/search?q=procrastination&limit=50');
      return jsonResponse({
        items: [
          {
            skillId: 'focused-work-sprints',
            score: 0.4,
            title: [{ text: 'Focused Work Sprints', match: false }],
            snippet: [],
          },
        ],
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<FaqList entries={faqEntries} />, SIGNED_OUT);
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'procrastination' } });
    expect(screen.getByText('We couldn’t find an answer to that.')).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'From the library' });
    expect(within(suggestions).getByRole('link', { name: 'Focused Work Sprints' })).toHaveAttribute(
      'href',
      '/skill/focused-work-sprints',
    );
  });
});
