import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToolBodyAccepted, jsonResponse } from '@client/test/fake-tool-api';
import { GoalPlanner } from './goal-planner';
import { createTestQueryClient } from '@client/test/test-query-client';

const goal = (
  id: string,
  title: string,
  status: string,
  milestones: { id: string; title: string; done: boolean }[],
) => ({
  id,
  toolKey: 'goal-planning-tool',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  data: { title, status, milestones, specific: 'Finish without walking' },
});

let goals: ReturnType<typeof goal>[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  goals = [
    goal('g1', 'Run a 5 km race', 'in-progress', [
      { id: 'm1', title: 'Run 2 km non-stop', done: false },
      { id: 'm2', title: 'Run 4 km non-stop', done: false },
    ]),
    goal('g2', 'Learn to bake bread', 'paused', []),
  ];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expectToolBodyAccepted('goal-planning-tool', url, init);
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { data: unknown };
      goals = goals.map((g) => (url.endsWith(g.id) ? { ...g, data: body.data as typeof g.data } : g));
      return jsonResponse(goals.find((g) => url.endsWith(g.id)));
    }
    return jsonResponse({ items: goals, nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function renderPlanner() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <GoalPlanner />
    </QueryClientProvider>,
  );
}

describe('GoalPlanner', () => {
  it('shows progress as the share of milestones done, and updates it when one is ticked', async () => {
    renderPlanner();
    expect(await screen.findByText('0 of 2 milestones done (0%)')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: /Run 2 km non-stop/ });
    fireEvent.click(box);
    // Ticked in the same frame as the click, not a render later.
    expect(box).toBeChecked();
    expect(await screen.findByText('1 of 2 milestones done (50%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Run a 5 km race' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
      );
      expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toMatchObject({
        data: {
          milestones: [
            { id: 'm1', done: true },
            { id: 'm2', done: false },
          ],
        },
      });
    });
  });

  it('moves the goal to Completed by itself when its last milestone is ticked', async () => {
    goals = [
      goal('g1', 'Run a 5 km race', 'not-started', [
        { id: 'm1', title: 'Run 2 km non-stop', done: true },
        { id: 'm2', title: 'Run 4 km non-stop', done: false },
      ]),
    ];
    renderPlanner();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Run 4 km non-stop/ }));
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
      );
      expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toMatchObject({
        data: { status: 'completed' },
      });
    });
  });

  it('filters goals by status', async () => {
    renderPlanner();
    await screen.findByRole('heading', { name: 'Run a 5 km race' });
    expect(screen.getByRole('heading', { name: 'Learn to bake bread' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'paused' } });
    expect(screen.queryByRole('heading', { name: 'Run a 5 km race' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Learn to bake bread' })).toBeInTheDocument();
  });

  it('gives every milestone a labelled drag handle, and asks for a title before adding one', async () => {
    renderPlanner();
    expect(
      await screen.findByRole('button', { name: 'Move milestone Run 2 km non-stop' }),
    ).toBeInTheDocument();
    const forms = screen.getAllByRole('form', { name: /Add a milestone to/ });
    const add = forms[0]?.querySelector('button[type="submit"]');
    if (!add) throw new Error('no add button');
    fireEvent.click(add);
    expect(await screen.findByText('The milestone cannot be empty.')).toBeInTheDocument();
  });

  /** Lets `answer` reply to every PATCH; other calls get the fake API's usual answers. */
  function answerPatchesWith(answer: (reply: () => Promise<Response>) => Promise<Response>) {
    const plain = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? answer(() => plain(url, init)) : plain(url, init),
    );
  }

  /** Types a milestone into the first goal's add form and submits it; returns that form's field. */
  async function submitMilestone(title: string) {
    const form = (await screen.findAllByRole('form', { name: 'Add a milestone to Run a 5 km race' }))[0];
    if (!form) throw new Error('no milestone form');
    const input = within(form).getByLabelText('New milestone');
    fireEvent.change(input, { target: { value: title } });
    fireEvent.submit(form);
    return input;
  }

  it('clears a new milestone at once, so the next one typed while it saves is kept', async () => {
    let answerPatch: (() => void) | undefined;
    answerPatchesWith(async (reply) => {
      await new Promise<void>((resolve) => (answerPatch = resolve));
      return reply();
    });
    renderPlanner();
    const input = await submitMilestone('Run 5 km non-stop');
    await waitFor(() => expect(input).toHaveValue(''));
    fireEvent.change(input, { target: { value: 'Enter the race' } });
    await waitFor(() => expect(answerPatch).toBeDefined());
    answerPatch?.();
    expect(await screen.findByRole('checkbox', { name: /Run 5 km non-stop/ })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(2));
    expect(input).toHaveValue('Enter the race');
  });

  it('gives a milestone back to its field when the save fails', async () => {
    answerPatchesWith(async () => jsonResponse({ error: { code: 'SERVER', message: 'Try later.' } }, 500));
    renderPlanner();
    const input = await submitMilestone('Run 5 km non-stop');
    await waitFor(() => expect(input).toHaveValue('Run 5 km non-stop'));
    expect(screen.queryByRole('checkbox', { name: /Run 5 km non-stop/ })).not.toBeInTheDocument();
  });

  it('teaches how to begin when there are no goals', async () => {
    goals = [];
    renderPlanner();
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set a goal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('The goal cannot be empty.')).toBeInTheDocument();
  });

  const draftNote = 'We kept the entry you were writing. It is not saved yet.';

  it('keeps a new goal being written through a reload, opening the form again, and lets it go once added', async () => {
    const posted: unknown[] = [];
    const plain = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return plain(url, init);
      expectToolBodyAccepted('goal-planning-tool', url, init);
      const body = JSON.parse(String(init.body)) as { data: ReturnType<typeof goal>['data'] };
      posted.push(body.data);
      const created = { ...goal('g3', body.data.title, body.data.status, []), data: body.data };
      goals = [created, ...goals];
      return jsonResponse(created, 201);
    });
    const first = renderPlanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Set a goal' }));
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'Swim 1 km' } });
    fireEvent.change(screen.getByLabelText('Measurable'), {
      target: { value: '40 lengths without stopping' },
    });
    first.unmount();

    renderPlanner();
    expect(screen.getByText(draftNote)).toBeInTheDocument();
    // Added at once, before the goals have loaded: the list must still show it.
    expect(screen.getByLabelText('Goal')).toHaveValue('Swim 1 km');
    expect(screen.getByLabelText('Measurable')).toHaveValue('40 lengths without stopping');
    fireEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Swim 1 km' })).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ title: 'Swim 1 km', measurable: '40 lengths without stopping' }),
    ]);
    expect(sessionStorage.getItem('dyl:draft:goal')).toBeNull();
    expect(screen.queryByLabelText('Goal')).not.toBeInTheDocument();
  });

  it('throws the draft away when the new goal is cancelled', async () => {
    const first = renderPlanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Set a goal' }));
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'Swim 1 km' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();
    renderPlanner();
    expect(await screen.findByRole('button', { name: 'Set a goal' })).toBeInTheDocument();
    expect(screen.queryByText(draftNote)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('dyl:draft:goal')).toBeNull();
  });
});
