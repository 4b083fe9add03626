import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout.js';

describe('AppLayout', () => {
  it('puts pages in the column and modal pages in the wider one', () => {
    const { container, rerender } = render(<AppLayout>page</AppLayout>);
    expect(container.querySelector('.td-layout > .td-column')).toHaveTextContent('page');
    rerender(<AppLayout modal>page</AppLayout>);
    expect(container.querySelector('.td-layout > .td-modal-page')).toHaveTextContent('page');
  });
});
