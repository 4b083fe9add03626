import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickerView } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SET, GIG_SET, gigLibrary, pickerWith, pickerWithTitle } from '../../test/fixtures.js';
import { HUNDRED_BARS, LEAD_SHEET } from './chart-fixtures.js';
import { PICKER_MENU_LABELS } from './picker-menu.js';
import { PickerScreen, type PickerScreenProps } from './picker-screen.js';

// jsdom lays nothing out: the stage's measure gives a chart of 100 bars three pages (40, 40 and 20).
vi.mock('../../stage/stage-fit.js', async (original) => ({
  ...(await original<typeof import('../../stage/stage-fit.js')>()),
  fitStageChart: (await import('../../test/stage-fit.js')).fakeStageFit,
}));

function setup(
  view: PickerScreenProps['view'],
  extra: Pick<PickerScreenProps, 'onShareLive' | 'live' | 'stage' | 'onStageChange'> = {},
) {
  const props = {
    view,
    onNext: vi.fn(),
    onSkip: vi.fn(),
    onRaise: vi.fn(),
    onLower: vi.fn(),
    onOpenNotes: vi.fn(),
    onChangeSet: vi.fn(),
    onMenuAction: vi.fn(),
    ...extra,
  };
  const { container, rerender } = render(<PickerScreen {...props} />);
  return { props, rerender, root: container.firstElementChild as HTMLElement };
}

describe('PickerScreen', () => {
  it.each([
    ['new', 'New'],
    ['med', 'Medium'],
    ['know', 'Know'],
  ] as const)('draws a %s tune in its colour, with its word', (knowledge, word) => {
    const { root } = setup(pickerWith(knowledge, 'E flat'));
    expect(root).toHaveAttribute('data-knowledge', knowledge);
    expect(screen.getByText(word)).toBeInTheDocument();
    // The accidental is drawn (a flat shape), the letter is text.
    const key = document.querySelector('.td-picker__key .td-key-name');
    expect(key?.firstChild?.textContent).toBe('E');
    expect(key?.querySelector('.td-accidental--flat')).not.toBeNull();
    expect(screen.getByText('Key: E flat')).toBeInTheDocument();
  });

  it('sizes the title from the view: the size and length from core, the whole title as its tooltip', () => {
    setup(pickerWith('new'));
    const tune = screen.getByRole('heading', { level: 1, name: 'Solar' }).parentElement as HTMLElement;
    expect(tune.style.getPropertyValue('--td-title-scale')).toBe('6');
    expect(screen.getByRole('heading', { level: 1, name: 'Solar' })).toHaveAttribute('title', 'Solar');
    expect(tune.style.getPropertyValue('--td-title-length')).toBe('5');
  });

  it("gives the stylesheet the title's longest word: a size it fits a line at whole", () => {
    setup(pickerWithTitle('Supercalifragilisticexpialidocious Blues', 'new', 'C'));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.parentElement?.style.getPropertyValue('--td-title-word')).toBe('34');
  });

  it("names the bar's buttons by their words, which fold to icons where room runs out", async () => {
    const onStageChange = vi.fn();
    setup(pickerWith('new'), { onShareLive: vi.fn(), live: true, stage: true, onStageChange });
    const bar = screen.getByRole('banner');
    const buttons = ['Leave Stage View', 'Live: show the link', 'Change Set', 'Picker menu'].map((name) =>
      within(bar).getByRole('button', { name }),
    );
    expect(within(bar).getAllByRole('button')).toEqual(buttons);
    for (const button of buttons) expect(button.querySelector('svg')).not.toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Leave Stage View' }));
    expect(onStageChange).toHaveBeenCalledWith(false);
  });

  it('calls back from NEXT, SKIP, ↑, ↓, notes and Change Set', async () => {
    const { props } = setup(pickerWith('med'));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await userEvent.click(screen.getByRole('button', { name: 'SKIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise knowledge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lower knowledge' }));
    await userEvent.click(screen.getByRole('button', { name: 'notes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change Set' }));
    for (const callback of [props.onNext, props.onSkip, props.onRaise, props.onLower, props.onOpenNotes])
      expect(callback).toHaveBeenCalledOnce();
    expect(props.onRaise.mock.calls[0]?.[0]).toMatchObject({ title: 'Blue Bossa', knowledge: 'med' });
    expect(props.onChangeSet).toHaveBeenCalledOnce();
  });

  it('disables ↑ on a know tune and names ↓ on a new tune for what it does', () => {
    setup(pickerWith('know'));
    expect(screen.getByRole('button', { name: 'Raise knowledge' })).toBeDisabled();
    setup(pickerWith('new'));
    expect(screen.getByRole('button', { name: 'Lower knowledge: move out of library' })).toBeEnabled();
  });

  it("shows the set in a 'Picking from:' breadcrumb", () => {
    setup(pickerWith('know'));
    expect(screen.getByRole('navigation', { name: 'Picker set' })).toHaveTextContent(
      'Picking from:Friday gig',
    );
    expect(screen.getByRole('link', { name: 'Friday gig' })).toHaveAttribute(
      'href',
      `/library/sets/${GIG_SET}`,
    );
  });

  it("shows the spec's sentence for an empty set, with song entries of the menu disabled", async () => {
    const { props } = setup(pickerView(gigLibrary, EMPTY_SET));
    expect(
      screen.getByText(
        "'Empty set' doesn't have any songs yet. Either change the set you want to pick tunes from, or add some songs to it to get started!",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    expect(screen.getByRole('button', { name: 'Edit Song Title' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pick From A Different Set' }));
    expect(props.onMenuAction).toHaveBeenCalledWith('change-set');
  });

  it('lists the menu in the order of the spec', async () => {
    setup(pickerWith('know'));
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    const entries = [...document.querySelectorAll('.td-menu__item')].map((item) => item.textContent);
    // The spec's seven entries; Share Live and Stage View only where a page can do them.
    expect(entries).toEqual(
      Object.values(PICKER_MENU_LABELS).filter((label) => label !== 'Stage View' && label !== 'Share Live'),
    );
  });

  it('offers Share Live with `onShareLive`, and while live a Live button that opens the link again', async () => {
    const onShareLive = vi.fn();
    const { props, rerender } = setup(pickerWith('know'), { onShareLive });
    expect(screen.queryByRole('button', { name: /^Live/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    expect(onShareLive).toHaveBeenCalledOnce();
    expect(props.onMenuAction).not.toHaveBeenCalled();
    rerender(<PickerScreen {...props} live />);
    await userEvent.click(screen.getByRole('button', { name: 'Live: show the link' }));
    expect(onShareLive).toHaveBeenCalledTimes(2);
  });

  it('waits with a spinner until the first tune arrives', () => {
    setup(pickerView(gigLibrary, GIG_SET));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
      expect.stringContaining('Picking a tune'),
    );
  });
});

describe('PickerScreen: the chart', () => {
  const leaves = pickerWith('know', 'B flat');
  const setupChart = (props: Partial<PickerScreenProps>) =>
    render(
      <PickerScreen
        view={leaves}
        onNext={vi.fn()}
        onSkip={vi.fn()}
        onRaise={vi.fn()}
        onLower={vi.fn()}
        onOpenNotes={vi.fn()}
        onChangeSet={vi.fn()}
        onMenuAction={vi.fn()}
        {...props}
      />,
    );

  it('is one tap away on a phone: "Chart" shows it in the key picked (a random key, G minor shown in B♭ minor)', async () => {
    setupChart({ chart: LEAD_SHEET });
    const toggle = screen.getByRole('button', { name: 'Chart' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Chart of/ })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = await screen.findByRole('region', { name: 'Chart of Autumn Leaves in B flat minor' });
    expect(toggle).toHaveAttribute('aria-controls', region.closest('.td-picker__sheet')?.id);
    expect(screen.getByText('B♭ minor')).toBeInTheDocument();
    // Its first chord, C-7 in G minor, moved up a minor third.
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      /^bar 1: Section A, .*E flat minor seven/,
    );
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: /^Chart of/ })).toBeNull();
  });

  it("is written for the player's instrument, the concert key named beside it", async () => {
    setupChart({ chart: LEAD_SHEET, instrument: 'b-flat', chartShown: true });
    const region = await screen.findByRole('region', {
      name: 'Chart of Autumn Leaves in C minor for B flat instrument, concert B flat minor',
    });
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/F minor seven/);
    expect(screen.getByText('C minor for B♭ instrument (concert B♭ minor)')).toBeInTheDocument();
  });

  it('says a tune has no chart yet, and offers to add one on its song page', async () => {
    const { rerender } = setupChart({ chart: null });
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(screen.getByText('No chart for this tune yet.')).toBeInTheDocument();
    const id = leaves.status === 'ready' ? leaves.tune?.id : '';
    expect(screen.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute(
      'href',
      `/library/allsongs/${id}`,
    );
    rerender(
      <PickerScreen
        view={leaves}
        chart={null}
        chartShown
        songHref={(song) => `/songs/${song}`}
        onNext={vi.fn()}
        onSkip={vi.fn()}
        onRaise={vi.fn()}
        onLower={vi.fn()}
        onOpenNotes={vi.fn()}
        onChangeSet={vi.fn()}
        onMenuAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute('href', `/songs/${id}`);
  });

  it('shows nothing of a chart not known yet, and a spinner while the charts are read', async () => {
    const { rerender } = setupChart({});
    expect(screen.queryByRole('button', { name: 'Chart' })).toBeNull();
    rerender(
      <PickerScreen
        view={leaves}
        chartsLoading
        chartShown
        onNext={vi.fn()}
        onSkip={vi.fn()}
        onRaise={vi.fn()}
        onLower={vi.fn()}
        onOpenNotes={vi.fn()}
        onChangeSet={vi.fn()}
        onMenuAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Reading the chart')).toBeInTheDocument();
  });

  it("tells the caller of the musician's choice when it keeps it", async () => {
    const onChartShownChange = vi.fn();
    setupChart({ chart: LEAD_SHEET, chartShown: true, onChartShownChange });
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(onChartShownChange).toHaveBeenCalledWith(false);
    // Kept by the caller: still shown until it says otherwise.
    expect(await screen.findByRole('region', { name: /^Chart of/ })).toBeInTheDocument();
  });

  it('is shown on the stage without a tap, in pages "Previous Page" and "Next Page" turn', async () => {
    const onChartPagesChange = vi.fn();
    setupChart({ chart: HUNDRED_BARS, stage: true, onStageChange: vi.fn(), onChartPagesChange });
    const region = await screen.findByRole('region', { name: 'Chart of Autumn Leaves in B flat minor' });
    await waitFor(() => expect(onChartPagesChange).toHaveBeenLastCalledWith(3), { timeout: 4000 });
    const status = screen.getByText('Page 1 of 3');
    expect(status).toHaveAttribute('role', 'status');
    // The first page's bars only.
    const bars = () =>
      within(region)
        .getAllByRole('listitem')
        .filter((bar) => !bar.hasAttribute('data-off-page'));
    expect(bars()).toHaveLength(40);
    expect(bars()[0]).toHaveTextContent(/^bar 1:/);
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(bars()[0]).toHaveTextContent(/^bar 41:/);
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
    expect(bars()).toHaveLength(20);
  });
});
