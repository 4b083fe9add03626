import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { ButtonLink, Link } from './link.js';

/** The one text link, as a breadcrumb, a sentence and a card's label draw it; and links drawn as buttons. */
function Links() {
  return (
    <div className="td-root" style={{ display: 'grid', gap: 'var(--td-space-4)' }}>
      <Breadcrumb
        items={[
          { label: 'Library', href: '/library' },
          { label: 'Sets', href: '/library/sets' },
          { label: 'Friday gig' },
        ]}
      />
      <p>
        Picking from <Link href="/library/sets/friday">Friday gig</Link>, 12 songs. Still stuck?{' '}
        <Link href="/contact">Contact us</Link>.
      </p>
      <p>
        <Link href="/library/history">Last gig</Link>: Sat 28 Nov, 3 tunes played
      </p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--td-space-2)' }}>
        <ButtonLink href="/controller">Open Picker</ButtonLink>
        <ButtonLink variant="secondary" href="/help/docs">
          More Info
        </ButtonLink>
      </p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Link',
  component: Links,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Links>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every text link looks the same: link blue, semibold, underlined (ButtonLinks are drawn as buttons). */
const oneLook: Story['play'] = async ({ canvas }) => {
  const look = (link: HTMLElement) => {
    const style = getComputedStyle(link);
    return `${style.color} ${style.fontWeight} ${style.textDecorationLine}`;
  };
  const text = canvas.getAllByRole('link').filter((link) => !link.classList.contains('td-button-link'));
  await expect(text).toHaveLength(5);
  await expect(new Set(text.map(look)).size).toBe(1);
  await expect(look(text[0]!)).toMatch(/ 600 underline$/);
};

export const Default: Story = { play: oneLook };

export const DarkTheme: Story = { globals: { theme: 'dark' }, play: oneLook };
