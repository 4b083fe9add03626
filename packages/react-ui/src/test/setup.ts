import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long `findBy…` and `waitFor` wait at most: a chart's code (a chunk of its own) took over the
// default second to load on a loaded machine. Nothing here is a time goal; the bench measures those.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
