import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmotionalRegulationTool } from './emotional-regulation-tool';
import { expectToolBodyAccepted } from '@client/test/fake-tool-api';
import { createTestQueryClient } from '@client/test/test-query-client';

const savedEntry = {
  id: 'e1',
  toolKey: 'emotional-regulation-tool',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  data: {
    emotion: 'Angry',
    emotionGroup: 'Anger',
    intensityBefore: 8,
    skill: 'stop',
    stepsCompleted: 4,
    intensityAfter: 4,
    note: 'Went outside.',
  },
};

function stubApi(items: unknown[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expectToolBodyAccepted('emotional-regulation-tool', url, init);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { data: unknown };
      return Response.json({ ...savedEntry, id: 'e2', data: body.data }, { status: 201 });
    }
    return Response.json({ items, nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTool() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <EmotionalRegulationTool />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the emotional regulation tool', () => {
  it('guides from naming the emotion through a skill to saving the before and after', async () => {
    const fetchMock = stubApi([]);
    const user = userEvent.setup();
    renderTool();
    expect(await screen.findByText('No practices yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Choose the emotion closest to what you feel.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search emotions'), 'anx');
    expect(screen.queryByRole('radio', { name: 'Angry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Anxious' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(screen.getByRole('heading', { level: 2, name: /Part 2 of 5/ })).toHaveFocus();
    fireEvent.change(screen.getByRole('slider', { name: /Anxious: how strong it feels right now/ }), {
      target: { value: '8' },
    });
    await user.click(screen.getByRole('button', { name: /Next/ }));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Choose a skill to try.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /STOP/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(screen.getByRole('heading', { level: 3, name: /STOP · step 1 of 4 Stop/ })).toBeInTheDocument();
    for (const title of ['Take a step back', 'Observe', 'Proceed mindfully']) {
      await user.click(screen.getByRole('button', { name: /Next step/ }));
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(title) })).toHaveFocus();
    }
    await user.click(screen.getByRole('button', { name: /I’ve done the steps/ }));

    fireEvent.change(screen.getByRole('slider', { name: /how strong it feels now/ }), {
      target: { value: '4' },
    });
    expect(screen.getByText('8 → 4 (\u22124)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      data: {
        emotion: 'Anxious',
        emotionGroup: 'Fear',
        intensityBefore: 8,
        skill: 'stop',
        stepsCompleted: 4,
        intensityAfter: 4,
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Part 1 of 5/ })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('dyl:draft:emotional-regulation')).toBeNull();
  });

  it('comes back to the part, emotion, ratings and skill after a reload, and says it kept them', async () => {
    stubApi([]);
    const user = userEvent.setup();
    const first = renderTool();
    await user.click(screen.getByRole('radio', { name: 'Anxious' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.change(screen.getByRole('slider', { name: /Anxious: how strong it feels right now/ }), {
      target: { value: '7' },
    });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('radio', { name: /STOP/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next step/ }));
    expect(screen.getByRole('heading', { level: 3, name: /step 2 of 4/ })).toBeInTheDocument();
    first.unmount();

    renderTool();
    expect(screen.getByRole('heading', { level: 2, name: /Part 4 of 5/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /step 2 of 4/ })).toBeInTheDocument();
    expect(screen.getByText('We kept the entry you were writing. It is not saved yet.')).toBeInTheDocument();
    // Back walks through the skill's steps first: step 1, then Part 3, then Part 2.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('slider', { name: /Anxious: how strong it feels right now/ })).toHaveValue('7');
  });

  it('shows one Back on every part and every step of a skill, each going back one place', async () => {
    stubApi([]);
    const user = userEvent.setup();
    renderTool();
    /** Where the flow is, after checking it offers exactly one control that goes back. */
    const place = () => {
      expect(screen.getAllByRole('button', { name: /back|previous/i })).toHaveLength(1);
      const part = screen.getByRole('heading', { level: 2, name: /Part \d of/ }).textContent ?? '';
      const step = screen.queryByRole('heading', { level: 3, name: / step \d of/ })?.textContent ?? '';
      return `${/Part \d/.exec(part)?.[0]}${/step \d/.exec(step)?.[0] ?? ''}`.replace(/\s/g, '');
    };
    expect(place()).toBe('Part1');
    expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Anxious' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(place()).toBe('Part2');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('radio', { name: /STOP/ }));
    expect(place()).toBe('Part3');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const forward = ['Part4step1', 'Part4step2', 'Part4step3', 'Part4step4'];
    for (const [i, expected] of forward.entries()) {
      expect(place()).toBe(expected);
      if (i < forward.length - 1) await user.click(screen.getByRole('button', { name: /Next step/ }));
    }
    await user.click(screen.getByRole('button', { name: /I’ve done the steps/ }));
    expect(place()).toBe('Part5');
    for (const expected of [...forward.reverse(), 'Part3', 'Part2', 'Part1']) {
      await user.click(screen.getByRole('button', { name: /Back/ }));
      expect(place()).toBe(expected);
    }
  });

  it('starts afresh when the kept flow no longer fits (a stage past the last)', () => {
    stubApi([]);
    window.sessionStorage.setItem(
      'dyl:draft:emotional-regulation',
      JSON.stringify({ stage: 9, emotion: 'Anxious', skill: 'nope' }),
    );
    renderTool();
    expect(screen.getByRole('heading', { level: 2, name: /Part 1 of 5/ })).toBeInTheDocument();
    expect(screen.queryByText(/We kept the entry/)).not.toBeInTheDocument();
  });

  it('shows the TIPP safety note before its steps', async () => {
    stubApi([]);
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'Furious' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('radio', { name: /TIPP/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('note')).toHaveTextContent(/heart condition/);
    expect(screen.getByRole('heading', { level: 3, name: /Temperature/ })).toBeInTheDocument();
  });

  it('shows each saved practice with its before → after and the skill, and edits the note', async () => {
    stubApi([savedEntry]);
    const user = userEvent.setup();
    renderTool();
    expect(await screen.findByText('8 → 4 (\u22124)')).toBeInTheDocument();
    expect(screen.getByText(/followed 4 of 4 steps/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    expect(screen.getByRole('form', { name: 'Edit Angry, STOP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Went outside.');
  });
});
