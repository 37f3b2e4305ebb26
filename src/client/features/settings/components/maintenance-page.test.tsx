import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_TITLE, MaintenancePage } from './maintenance-page';

describe('MaintenancePage', () => {
  it('titles the tab for itself, not for the page it stands in for', () => {
    document.title = 'Gratitude Log · Design Your Life';
    render(
      <MemoryRouter>
        <MaintenancePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back shortly" })).toBeInTheDocument();
    expect(document.title).toBe(MAINTENANCE_TITLE);
  });
});
