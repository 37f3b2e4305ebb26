import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@shared/admin/admin-audit.schemas';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { AuditList } from './audit-list';

afterEach(() => vi.unstubAllGlobals());

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  actorId: 'a1',
  actorName: 'Ada Admin',
  action: 'user.update',
  targetType: 'user',
  targetId: 'kq3Xr9PzT2mVb8',
  targetName: null,
  summary: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('AuditList', () => {
  it('names member targets instead of showing their ids, and content by its slug', async () => {
    const items = [
      entry({ action: 'user.update', targetName: 'Audrey Ted' }),
      entry({ action: 'user.delete', targetId: 'gone-member-id' }),
      entry({ action: 'skill.update', targetType: 'skill', targetId: 'box-breathing' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items, nextCursor: null }), { status: 200 })),
    );
    renderWithSession(<AuditList />, signedInSession({ role: 'admin' }));
    expect(await screen.findByText('Audrey Ted')).toBeInTheDocument();
    expect(screen.getByText('Former member')).toBeInTheDocument();
    expect(screen.getByText('box-breathing')).toBeInTheDocument();
    expect(screen.queryByText('kq3Xr9PzT2mVb8')).toBeNull();
    expect(screen.queryByText('gone-member-id')).toBeNull();
  });

  it('shows a changed field as from → to, beside the names of what changed', async () => {
    const items = [
      entry({ summary: { changed: ['title', 'password'], title: { from: null, to: 'Guide' } } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items, nextCursor: null }), { status: 200 })),
    );
    renderWithSession(<AuditList />, signedInSession({ role: 'admin' }));
    expect(await screen.findByText('changed: title, password · title: (none) → "Guide"')).toBeInTheDocument();
  });
});
