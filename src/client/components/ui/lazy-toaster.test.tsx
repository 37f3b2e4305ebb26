import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast-store';

describe('LazyToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => void toast({ title: 'Entry saved', description: 'Your gratitude entry was saved.' }));
    expect(await screen.findByText('Entry saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your gratitude entry was saved.')).toBeInTheDocument();
  });
});
